import { eq } from 'drizzle-orm'
import { bootstrap } from './bootstrap'
import { DataDirInUseError } from './db/data-dir-lock'
import { profiles, user } from './db/schema'
import { EnvError, readEnv } from './env'
import type { AppDeps } from './http/context'
import { ensureProfile } from './profiles'

export interface SeedAccount {
  email: string
  password: string
  name: string
  /** 'trial' keeps the 3-day trial; 'pro' and 'basic' are active subscriptions; 'expired' ended yesterday. */
  state: 'trial' | 'pro' | 'basic' | 'expired'
}

export const DEMO_ACCOUNTS: SeedAccount[] = [
  { email: 'admin@forjaads.local', password: 'admin-forja-123', name: 'Admin ForjaAds', state: 'pro' },
  { email: 'assinante@forjaads.local', password: 'assinante-123', name: 'Assinante Demo', state: 'pro' },
  { email: 'basico@forjaads.local', password: 'basico-123', name: 'Básico Demo', state: 'basic' },
  { email: 'expirado@forjaads.local', password: 'expirado-123', name: 'Teste Expirado', state: 'expired' },
]

/** Creates each account once (skipping ones that exist), verified, and sets its subscription state. */
export async function seedAccounts(deps: AppDeps, accounts: SeedAccount[]) {
  for (const a of accounts) {
    let [row] = await deps.db.select().from(user).where(eq(user.email, a.email))
    if (!row) {
      await deps.auth.api.signUpEmail({ body: { email: a.email, password: a.password, name: a.name } })
      ;[row] = await deps.db.select().from(user).where(eq(user.email, a.email))
    }
    if (!row.emailVerified) await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, row.id))
    const now = deps.now()
    await ensureProfile(deps.db, row, now)
    const state =
      a.state === 'pro' || a.state === 'basic'
        ? { plan: a.state, subscription_status: 'active', trial_expires_at: null }
        : a.state === 'expired'
          ? { plan: 'pro', subscription_status: 'trialing', trial_expires_at: new Date(now.getTime() - 86_400_000) }
          : {}
    if (Object.keys(state).length) await deps.db.update(profiles).set(state).where(eq(profiles.id, row.id))
  }
}

/** The one line `npm run seed` prints when a running server holds the embedded data folder. */
export function serverHoldsFolderMessage(err: DataDirInUseError) {
  return (
    `O servidor ForjaAds (processo ${err.pid}) está usando a pasta de dados ${err.dir}: nada foi criado. ` +
    `Pare o servidor e rode npm run seed de novo. / A running server (process ${err.pid}) holds ${err.dir}: ` +
    'nothing was seeded; stop it and run npm run seed again.'
  )
}

async function open() {
  try {
    const env = readEnv()
    return await bootstrap({ ...env, LOG_LEVEL: 'warn' })
  } catch (err) {
    if (err instanceof DataDirInUseError) console.error(serverHoldsFolderMessage(err))
    else if (err instanceof EnvError) console.error(err.message)
    else throw err
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const deps = await open()
  await seedAccounts(deps, DEMO_ACCOUNTS)
  await deps.database.close()
  console.log('Contas de demonstração criadas (e-mail / senha):')
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.state.padEnd(8)} ${a.email} / ${a.password}`)
  console.log('Para que a conta admin seja reconhecida, inclua-a em ADMIN_EMAILS (ex.: ADMIN_EMAILS=admin@forjaads.local).')
}
