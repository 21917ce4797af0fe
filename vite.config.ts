import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress'

export default defineConfig({
  // precompress: .br and .gz copies of the build, served as files (src/server/http/static.ts).
  plugins: [react(), tailwindcss(), precompress()],
  // manifest: .vite/manifest.json maps each screen's module to its chunks (the size budget and bench/web read it).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
})
