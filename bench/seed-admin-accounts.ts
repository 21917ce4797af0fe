/** The admin list's accounts for the benchmark (bench/admin-list.ts): users and profiles inserted straight into the database. */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/server/db/client'
import { ACCENTED, UNACCENTED } from '../src/server/db/schema'

const FIRST_NAMES = [
  'João', 'José', 'Maria', 'Ana', 'Antônio', 'Márcia', 'Lúcia', 'Sebastião', 'Conceição', 'Fátima', 'Inês', 'Ângela',
  'Cláudia', 'Luís', 'Mônica', 'Vitória', 'Letícia', 'Patrícia', 'Rafael', 'Bruno', 'Gabriel', 'Júlia', 'Débora', 'César',
]
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Conceição', 'Araújo', 'Gonçalves', 'Simões', 'Magalhães', 'Assunção',
  'Brandão', 'Falcão', 'Leão', 'Guimarães', 'Ribeiro', 'Carvalho', 'Gomes', 'Martins', 'Pereira', 'Lima',
]
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'empresa.com.br']

/** created_at: `now() - ((k * SPREAD_STEP) mod SPREAD_SECONDS) s`, k = i except every 10th account, which shares its predecessor's (ties on created_at: the cursor's id part). */
const SPREAD_STEP = 7919
const SPREAD_SECONDS = 730 * 86_400

const literalArray = (xs: string[]) => `array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(', ')}]`

/**
 * `n` users and their profiles in one statement (a data-modifying CTE), straight into the tables (not
 * through better-auth: hashing 100,000 passwords would take an hour). Deterministic: account i is always
 * the same. By i % 20: 0–8 on the trial (pro, trialing, expiry 3 days after sign-up; every 50th without
 * one), 9–12 Básico active, 13–15 Pro active, 16–17 Básico inactive, 18–19 Pro inactive; paying and
 * lapsed ones have a Stripe subscription id. Names: first name, two surnames, most with accents; e-mail
 * first.surname.NNNNNN@domain without accents. created_at spread over the last two years, one account in ten
 * signed up at the same instant as another. `benchAccounts` gives the same accounts in JS, to check the answers.
 * The profiles trigger (NOTIFY per row) is off while seeding: 100,000 notifications are not the subject.
 */
export async function seedAdminAccounts(db: Db, n: number) {
  const first = `(${literalArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}]`
  const last1 = `(${literalArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`
  const last2 = `(${literalArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length * LAST_NAMES.length}) % ${LAST_NAMES.length}]`
  const domain = `(${literalArray(DOMAINS)})[1 + i % ${DOMAINS.length}]`
  await db.execute(sql.raw('alter table profiles disable trigger user'))
  try {
    await db.execute(sql.raw(`
      with src as (
        select i, md5('forjaads-bench-' || i) as id, i % 20 as kind,
          ${first} || ' ' || ${last1} || ' ' || ${last2} as name,
          translate(lower(${first} || '.' || ${last1}), '${ACCENTED}', '${UNACCENTED}') || '.' || lpad(i::text, 6, '0') || '@' || ${domain} as email,
          now() - make_interval(secs => (((i - (i % 10 = 0)::int)::bigint * ${SPREAD_STEP}) % ${SPREAD_SECONDS})::double precision) as created_at
        from generate_series(1, ${n}) as i
      ),
      u as (
        insert into users (id, name, email, email_verified, created_at, updated_at)
        select id, name, email, true, created_at, created_at from src
        returning id
      )
      insert into profiles (id, email, nome_completo, plan, subscription_status, trial_expires_at, created_at, stripe_subscription_id)
      select id, email, name,
        case when kind in (9, 10, 11, 12, 16, 17) then 'basic' else 'pro' end,
        case when kind <= 8 then 'trialing' when kind <= 15 then 'active' else 'inactive' end,
        case when kind <= 8 and i % 50 <> 0 then created_at + interval '3 days' end,
        created_at,
        case when kind >= 9 then 'sub_' || substr(md5('sub-' || i), 1, 24) end
      from src
    `))
  } finally {
    await db.execute(sql.raw('alter table profiles enable trigger user'))
  }
  await db.execute(sql.raw('analyze users'))
  await db.execute(sql.raw('analyze profiles'))
}

/** The admin search's folding in JS: lower case, then the accented letters of ACCENTED to UNACCENTED. */
export function fold(text: string): string {
  let out = ''
  for (const ch of text.toLowerCase()) {
    const at = ACCENTED.indexOf(ch)
    out += at >= 0 ? UNACCENTED[at] : ch
  }
  return out
}

export interface BenchAccount {
  id: string
  email: string
  nome_completo: string
  plan: string
  subscription_status: string
  /** Seconds before the seed's now(): the newest first is `age` ascending, then id descending. */
  age: number
}

/** What `seedAdminAccounts(db, n)` inserts, computed in JS. */
export function benchAccounts(n: number): BenchAccount[] {
  const pick = (xs: string[], k: number) => xs[k % xs.length]
  const out: BenchAccount[] = []
  for (let i = 1; i <= n; i++) {
    const first = pick(FIRST_NAMES, i)
    const last1 = pick(LAST_NAMES, Math.floor(i / FIRST_NAMES.length))
    const last2 = pick(LAST_NAMES, Math.floor(i / (FIRST_NAMES.length * LAST_NAMES.length)))
    const kind = i % 20
    const k = i % 10 === 0 ? i - 1 : i
    out.push({
      id: createHash('md5').update(`forjaads-bench-${i}`).digest('hex'),
      email: `${fold(`${first}.${last1}`)}.${String(i).padStart(6, '0')}@${pick(DOMAINS, i)}`,
      nome_completo: `${first} ${last1} ${last2}`,
      plan: [9, 10, 11, 12, 16, 17].includes(kind) ? 'basic' : 'pro',
      subscription_status: kind <= 8 ? 'trialing' : kind <= 15 ? 'active' : 'inactive',
      age: Number((BigInt(k) * BigInt(SPREAD_STEP)) % BigInt(SPREAD_SECONDS)),
    })
  }
  return out
}
