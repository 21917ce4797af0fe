import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

const features = ['auth', 'dashboard', 'tools', 'generators', 'settings', 'campaigns', 'profile', 'pricing', 'admin', 'builder']

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'test-results', 'playwright-report', 'data', 'drizzle'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Imports flow one way (DESIGN.md §Layout): web → shared → core, server → shared → core;
      // web features do not import each other (STYLE.md).
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './src/core', from: ['./src/shared', './src/server', './src/web'], message: 'core imports nothing of ours' },
          { target: './src/shared', from: ['./src/server', './src/web'], message: 'shared imports only core' },
          { target: './src/server', from: './src/web', message: 'the server does not import the web' },
          { target: './src/web', from: './src/server', message: 'the web talks to the server over HTTP only' },
          ...features.map((f) => ({
            target: `./src/web/features/${f}`,
            from: './src/web/features',
            except: [`./${f}`],
            message: 'features do not import each other: move what they share to src/web/ui, src/web/lib or src/core',
          })),
        ],
      }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      // src/web/ui/link.tsx is the app's link: React Router's carries what the app does not use (decision 016).
      'no-restricted-imports': ['error', {
        paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: "use Link from src/web/ui/link.tsx (decision 016)" }],
      }],
    },
  },
)
