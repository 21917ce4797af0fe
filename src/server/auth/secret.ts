import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** AUTH_SECRET when set; outside production, a secret generated once and kept in DATA_DIR. */
export function resolveAuthSecret(opts: { secret?: string; dataDir: string; production: boolean }): string {
  if (opts.secret) return opts.secret
  if (opts.production) throw new Error('AUTH_SECRET é obrigatório em produção.')
  if (opts.dataDir === ':memory:') return randomBytes(32).toString('hex')
  const file = join(opts.dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(opts.dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
