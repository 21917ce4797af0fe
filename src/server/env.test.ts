import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { EnvError, loadDotEnv, readEnv } from './env'

const dir = mkdtempSync(join(tmpdir(), 'forjaads-env-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('.env', () => {
  it('fills in what the environment lacks; a variable already set (even empty) wins over the file', () => {
    const file = join(dir, '.env')
    writeFileSync(file, '# comment\nPORT=4100\nDATA_DIR=/srv/from-file\nADMIN_EMAILS="a@x.com, b@x.com"\nLOG_LEVEL=debug\n')
    const target: NodeJS.ProcessEnv = { PORT: '5000', LOG_LEVEL: '' }
    expect(loadDotEnv(file, target).sort()).toEqual(['ADMIN_EMAILS', 'DATA_DIR'])
    expect(target).toEqual({ PORT: '5000', LOG_LEVEL: '', DATA_DIR: '/srv/from-file', ADMIN_EMAILS: 'a@x.com, b@x.com' })
    const env = readEnv(target)
    expect([env.PORT, env.DATA_DIR, env.adminEmails, env.LOG_LEVEL]).toEqual([5000, '/srv/from-file', ['a@x.com', 'b@x.com'], 'info'])
  })

  it('is optional', () => {
    const target: NodeJS.ProcessEnv = { PORT: '5000' }
    expect(loadDotEnv(join(dir, 'missing.env'), target)).toEqual([])
    expect(target).toEqual({ PORT: '5000' })
  })
})

describe('production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587' }

  it('starts with AUTH_SECRET and SMTP_URL', () => {
    expect(readEnv(production).production).toBe(true)
  })

  it('refuses to start without SMTP_URL, with a pt-BR message saying what to set', () => {
    for (const SMTP_URL of [undefined, '']) {
      const attempt = () => readEnv({ ...production, SMTP_URL })
      expect(attempt).toThrow(EnvError)
      expect(attempt).toThrow(/^Em produção \(NODE_ENV=production\) o SMTP_URL é obrigatório.*Defina SMTP_URL/)
    }
  })

  it('refuses to start without AUTH_SECRET', () => {
    expect(() => readEnv({ ...production, AUTH_SECRET: undefined })).toThrow('o AUTH_SECRET é obrigatório')
  })

  it('lets development run without SMTP_URL (the dev outbox)', () => {
    expect(readEnv({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined()
  })
})
