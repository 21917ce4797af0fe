import { secureHeaders } from 'hono/secure-headers'

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
