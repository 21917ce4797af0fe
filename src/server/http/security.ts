import { secureHeaders } from 'hono/secure-headers'
import { createMiddleware } from 'hono/factory'

/**
 * CSP and friends on every response. Styles allow 'unsafe-inline' because the toast library and
 * Radix set inline styles; scripts stay 'self' only (docs/decisions/003-content-security-policy.md).
 * HSTS is sent when the app is served over https (BASE_URL).
 */
export const securityHeaders = (opts: { https: boolean } = { https: false }) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // Only when BASE_URL is https: over plain http (development) it would pin localhost to https.
    strictTransportSecurity: opts.https ? 'max-age=31536000; includeSubDomains' : false,
  })

/**
 * Every JSON answer names its charset, and API answers (personal data, error bodies) are never
 * stored by a browser or proxy cache unless the route chose a cache-control itself.
 */
export const responseDefaults = () =>
  createMiddleware(async (c, next) => {
    await next()
    const type = c.res.headers.get('content-type')
    if (type && /^application\/json\s*$/i.test(type)) c.res.headers.set('content-type', 'application/json; charset=utf-8')
    if (c.req.path.startsWith('/api/') && !c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store')
  })
