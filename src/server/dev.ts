// npm run dev: the API with reload on :3000 and Vite's dev server on :5173 (it proxies /api).
import { spawn } from 'node:child_process'
import { loadDotEnv } from './env'

// Both children inherit ./.env's variables (the environment still wins over the file).
loadDotEnv()
const children = [
  spawn('node', ['--watch', '--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((c) => c.kill())
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
