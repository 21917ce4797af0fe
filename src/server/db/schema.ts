import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

// better-auth tables (field names as its drizzle adapter expects, columns snake_case).
export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const session = pgTable('sessions', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
}, (t) => [index('sessions_user_id_idx').on(t.userId)])

export const account = pgTable('accounts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('accounts_user_id_idx').on(t.userId)])

export const verification = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('verifications_identifier_idx').on(t.identifier)])

/** better-auth's twoFactor plugin: one TOTP factor per user (secret and backup codes encrypted). */
export const twoFactor = pgTable('two_factors', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
}, (t) => [index('two_factors_user_id_idx').on(t.userId)])

/**
 * TOTP codes already used, per user, until their window has passed: a code opens one sign-in (or
 * one sensitive action) only. Claimed with insert-on-conflict before the code is checked.
 */
export const usedTwoFactorCodes = pgTable('used_two_factor_codes', {
  user_id: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.user_id, t.code_hash] }), index('used_two_factor_codes_expires_idx').on(t.expires_at)])

/** better-auth's rate-limit counters, kept in the database so every app instance shares them. */
export const rateLimit = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

/**
 * Failed attempts per key, shared by every app instance (src/server/auth/account-limit.ts): failed
 * sign-ins per lower-cased e-mail (whether or not it exists), and wrong two-factor codes per user
 * under the key `2fa:<user id>`.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  first_failure_at: timestamp('first_failure_at', { withTimezone: true }).notNull(),
  last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull(),
}, (t) => [index('sign_in_failures_last_idx').on(t.last_failure_at)])

// ForjaAds tables (SPEC §3; snake_case as the API speaks).
export const profiles = pgTable('profiles', {
  id: text('id').primaryKey().references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  nome_completo: text('nome_completo').notNull().default(''),
  telefone: text('telefone'),
  plan: text('plan').notNull().default('trial'),
  subscription_status: text('subscription_status').notNull().default('trialing'),
  trial_expires_at: timestamp('trial_expires_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  stripe_subscription_id: text('stripe_subscription_id'),
})

export const campaigns = pgTable('campaigns', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  user_id: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }),
  name: text('name').notNull(),
  notes: text('notes'),
  platform: text('platform'),
  niche: text('niche'),
  country: text('country'),
  commission: numeric('commission', { precision: 12, scale: 2, mode: 'number' }),
  product_price: numeric('product_price', { precision: 12, scale: 2, mode: 'number' }),
}, (t) => [index('campaigns_user_created_idx').on(t.user_id, t.created_at)])

export const campaignAssets = pgTable('campaign_assets', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  campaign_id: uuid('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
  user_id: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  asset_type: text('asset_type').notNull(),
  content: jsonb('content').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('campaign_assets_campaign_idx').on(t.campaign_id), index('campaign_assets_user_idx').on(t.user_id)])

export const feedbacks = pgTable('feedbacks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  user_id: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
