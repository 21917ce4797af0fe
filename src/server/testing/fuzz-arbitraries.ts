/**
 * fast-check generators for the fuzz suite (src/server/fuzz.test.ts): arbitrary JSON plus the inputs
 * that broke the server before (NUL, lone surrogates, extreme dates, huge strings, wrong types,
 * prototype keys, deep nesting), shaped like each route's body.
 */
import fc from 'fast-check'
import { ASSET_TYPES } from '../../core/types'

const HUGE = 'x'.repeat(300_000)

export const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '', ' ', 'a\u0000b', '\u0000', '\ud800', 'x\udfff', '😀', '\u202e', 'ç'.repeat(200), HUGE,
    "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '\\u0000',
    '0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '+275760-09-13T00:00:00Z', '2024-02-30T25:61:00Z',
    '1970-01-01T00:00:00Z', '2026-11-20T12:00:00.000Z', 'javascript:alert(1)', 'https://evil.example', '//evil.example',
    'fuzz@example.com', 'a@b', 'senha-forte', '__proto__', 'constructor',
  ),
)

export const nastyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, 1e308, -1e308, 2 ** 53, 1e-7, 0.1 + 0.2, 99_999_999_999.99, 10_000_000, 10_000_000.01, -1),
)

/** Deep nesting, up to depths no schema expects. */
const deep = fc.integer({ min: 1, max: 3000 }).map((n) => {
  let v: unknown = 'fundo'
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v }
  return v
})

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deep },
)

/** An object with some of the route's fields (nasty or plausible values) and stray keys. */
export function bodyFor(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const shaped = fc.record(
    Object.fromEntries(Object.entries(fields).map(([k, plausible]) => [k, fc.oneof(plausible, nastyValue)])),
    { requiredKeys: [] },
  )
  const withStray = fc.tuple(shaped, fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('id', 'user_id', 'role', 'emailVerified')), nastyValue, { maxKeys: 2 }))
    .map(([a, b]) => ({ ...b, ...a }))
  return fc.oneof({ weight: 6, arbitrary: withStray }, { weight: 1, arbitrary: fc.jsonValue() }, { weight: 1, arbitrary: nastyValue })
}

/** The JSON text sent: usually the value, sometimes a raw text that JSON.stringify never writes. */
export function bodyText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true,"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}',
        '{"name":"a\\u0000b","content":"a\\u0000b"}', '{"name":"\\ud800","content":["\\udc00"]}',
        '{"name":', '', 'null', '[]', '"texto"', '{"name":"x"}garbage', '\u0000', '{"a":1,"a":2}',
        '{"name":"ok","created_at":"0000-01-01T00:00:00Z"}', '{"name":"ok","created_at":"9999-12-31T23:59:59-14:00"}',
        '{"name":"ok","commission":1e400}', '{"name":null}', '{"content":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
      ),
    },
  )
}

const id = fc.oneof(fc.uuid(), nastyString.map((s) => s.slice(0, 80)))
const sitelink = fc.record({ text: nastyString, desc1: nastyString, desc2: nastyString, final_url: nastyString }, { requiredKeys: [] })

export const campaignFields = {
  name: nastyString, notes: nastyString, platform: nastyString, niche: nastyString, country: nastyString,
  commission: nastyNumber, product_price: nastyNumber, created_at: nastyString, final_url: nastyString, daily_budget: nastyNumber,
}
export const assetFields = {
  asset_type: fc.oneof(fc.constantFrom(...ASSET_TYPES), nastyString),
  name: nastyString,
  content: fc.array(fc.oneof(nastyString, sitelink, nastyValue), { maxLength: 6 }),
}
export const assetPatchFields = { name: nastyString, content: assetFields.content }
export const feedbackFields = { content: nastyString }
export const signUpFields = { email: nastyString, password: nastyString, name: nastyString, image: nastyString, callbackURL: nastyString, rememberMe: nastyValue }
export const signInFields = { email: nastyString, password: nastyString, callbackURL: nastyString, rememberMe: nastyValue }
export const updateUserFields = { name: nastyString, image: nastyString, email: nastyString }
export const requestResetFields = { email: nastyString, redirectTo: nastyString }
export const resetFields = { token: nastyString, newPassword: nastyString }
export const changePasswordFields = { currentPassword: nastyString, newPassword: nastyString, revokeOtherSessions: nastyValue }

/** A query string: arbitrary pairs, percent-encoded, or raw broken encodings. */
export const queryString = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 10 }), nastyString.map((s) => s.slice(0, 200)), { maxKeys: 3 }).map((d) => new URLSearchParams(d as Record<string, string>).toString()),
  fc.constantFrom('q=%00', 'q=%ED%A0%80', 'q=%', 'q=%E0%A4%A', 'token=%00', 'callbackURL=javascript:alert(1)', '__proto__[x]=1', 'a=1&a=2', `q=${'x'.repeat(5000)}`),
)

/** A path segment for :id routes. */
export const pathId = fc.oneof(id.map(encodeURIComponent), fc.constantFrom('%', '%00', '%E0%A4%A', '..', '%2e%2e', ''))
