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

/**
 * The letters the admin search folds (pt and es accents): `translate(lower(x), ACCENTED, UNACCENTED)`
 * in SQL, on the stored profile and on the query alike.
 */
export const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ'
export const UNACCENTED = 'aaaaaeeeeiiiiooooouuuucn'

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
  /** The Stripe customer that pays for this account (set by checkout.session.completed). */
  stripe_customer_id: text('stripe_customer_id'),
  /** End of the paid period Stripe reported: the dashboard's next billing date. */
  current_period_end: timestamp('current_period_end', { withTimezone: true }),
  /**
   * E-mail and full name, lower-cased and without accents, for the admin search (`searchKey` in SQL):
   * kept by PostgreSQL itself, so every writer (sign-up, profile page, webhook) keeps it right.
   */
  search_text: text('search_text').generatedAlwaysAs(sql`translate(lower(email || ' ' || nome_completo), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)})`),
}, (t) => [
  index('profiles_created_id_idx').on(t.created_at.desc(), t.id.desc()),
  index('profiles_stripe_subscription_idx').on(t.stripe_subscription_id),
  index('profiles_email_idx').on(sql`lower(${t.email})`),
])

/**
 * Every change an admin made to a profile (issue 10), and every change a Stripe event made (actor
 * 'stripe', no admin): who, whom, what and the profile before and after. Kept when either account goes.
 */
export const profileAudit = pgTable('profile_audit', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  actor: text('actor').notNull(),
  admin_id: text('admin_id'),
  admin_email: text('admin_email'),
  target_id: text('target_id').notNull(),
  target_email: text('target_email').notNull(),
  action: text('action').notNull(),
  before: jsonb('before').notNull(),
  after: jsonb('after').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('profile_audit_target_idx').on(t.target_id, t.created_at.desc())])

/**
 * Every Stripe event received, stored once by its id (a duplicate delivery changes nothing). `state`:
 * 'applied', 'ignored' (a type we do not handle), 'stale' (older than the state already applied to its
 * subscription) or 'pending' (no account yet: applied when the account appears).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The event's own `created` (Stripe's clock), which orders events of one subscription. */
  created: timestamp('created', { withTimezone: true }).notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  state: text('state').notNull(),
  subscription_id: text('subscription_id'),
  customer_id: text('customer_id'),
  /** checkout.session.completed's client_reference_id (the account id the pricing link carried). */
  client_reference_id: text('client_reference_id'),
  email: text('email'),
  /**
   * The plan the event's subscription price gives ('basic' or 'pro' by STRIPE_PRICE_BASICO and
   * STRIPE_PRICE_PRO when it arrived), null for another price or none: a pending event is applied
   * later (at sign-up) where the settings are not at hand.
   */
  plan: text('plan'),
  payload: jsonb('payload').notNull(),
  applied_at: timestamp('applied_at', { withTimezone: true }),
}, (t) => [
  index('stripe_events_subscription_idx').on(t.subscription_id, t.created),
  index('stripe_events_pending_idx').on(t.state).where(sql`state = 'pending'`),
])

/** Per Stripe subscription: the account it pays for and the `created` of the newest event applied to it. */
export const stripeSubscriptions = pgTable('stripe_subscriptions', {
  id: text('id').primaryKey(),
  user_id: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  customer_id: text('customer_id'),
  last_event_created: timestamp('last_event_created', { withTimezone: true }).notNull(),
  updated_at: updatedAt(),
}, (t) => [index('stripe_subscriptions_user_idx').on(t.user_id)])

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
  /** The landing page of the campaign's ads (https), the Final URL of the Google Ads Editor file. */
  final_url: text('final_url'),
  /** Daily budget in R$ (> 0), the campaign row's Budget in the Google Ads Editor file. */
  daily_budget: numeric('daily_budget', { precision: 12, scale: 2, mode: 'number' }),
  /** The campaign builder's plan (src/core/builder/types.ts CampaignPlan without updated_at); null until first saved. */
  plan: jsonb('plan'),
  /** The plan's version: set on every save, the precondition of PUT /api/campaigns/:id/plan. */
  plan_updated_at: timestamp('plan_updated_at', { withTimezone: true }),
}, (t) => [index('campaigns_user_created_idx').on(t.user_id, t.created_at)])

export const campaignAssets = pgTable('campaign_assets', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  campaign_id: uuid('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
  user_id: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  asset_type: text('asset_type').notNull(),
  content: jsonb('content').notNull(),
  /** What tells two lists of one type apart on the campaign page (the saved list's name, the product). */
  name: text('name'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('campaign_assets_campaign_idx').on(t.campaign_id), index('campaign_assets_user_idx').on(t.user_id)])

export const feedbacks = pgTable('feedbacks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  user_id: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
