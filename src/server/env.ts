import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { z } from 'zod'

/** Every environment variable the server reads, validated once (DESIGN.md §Environment). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  BASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET precisa de pelo menos 32 caracteres').optional(),
  ADMIN_EMAILS: z.string().default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ForjaAds <nao-responda@forjaads.com.br>'),
  CHECKOUT_URL_BASICO: z.string().url().optional(),
  CHECKOUT_URL_PRO: z.string().url().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The Stripe price ids of the plans: a subscription's price decides the plan it gives. */
  STRIPE_PRICE_BASICO: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** An idle session ends after this many days; activity extends it. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Any session ends this many days after sign-in, active or not. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
}).refine((e) => e.SESSION_MAX_DAYS >= e.SESSION_IDLE_DAYS, {
  path: ['SESSION_MAX_DAYS'],
  message: 'SESSION_MAX_DAYS não pode ser menor que SESSION_IDLE_DAYS',
})

export type RawEnv = z.infer<typeof schema>

export interface Env extends Omit<RawEnv, 'ADMIN_EMAILS' | 'TRUST_PROXY'> {
  adminEmails: string[]
  trustProxy: boolean
  baseUrl: string
  production: boolean
}

const blankToUndefined = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))

/** A configuration the server cannot start with; its message is for the person starting it. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EnvError'
  }
}

/**
 * Copies the variables of a `.env` file (when present) into `target`, except those `target` already
 * has: the environment wins over the file (as `process.loadEnvFile` does). Returns the names it set.
 */
export function loadDotEnv(file = '.env', target: NodeJS.ProcessEnv = process.env): string[] {
  if (!existsSync(file)) return []
  const set: string[] = []
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (target[name] !== undefined) continue
    target[name] = value
    set.push(name)
  }
  return set
}

/**
 * The validated environment. Without `source`, `process.env` completed by `./.env` (main, seed, dev);
 * with one (tests, benches), exactly that source and no file.
 */
export function readEnv(source?: NodeJS.ProcessEnv): Env {
  if (!source) loadDotEnv()
  const parsed = schema.safeParse(blankToUndefined(source ?? process.env))
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Variáveis de ambiente inválidas:\n${lines.join('\n')}`)
  }
  const { ADMIN_EMAILS, TRUST_PROXY, ...rest } = parsed.data
  if (rest.NODE_ENV === 'production' && !rest.AUTH_SECRET) {
    throw new EnvError('Em produção (NODE_ENV=production) o AUTH_SECRET é obrigatório (32+ caracteres).')
  }
  if (rest.NODE_ENV === 'production' && !rest.SMTP_URL) {
    throw new EnvError(
      'Em produção (NODE_ENV=production) o SMTP_URL é obrigatório: sem ele os e-mails de redefinição de senha ' +
        'e de verificação não seriam enviados. Defina SMTP_URL (ex.: smtp://usuario:senha@smtp.exemplo.com:587).',
    )
  }
  return {
    ...rest,
    adminEmails: ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    trustProxy: TRUST_PROXY === '1',
    baseUrl: rest.BASE_URL ?? `http://localhost:${rest.PORT}`,
    production: rest.NODE_ENV === 'production',
  }
}
