/**
 * What a log line may say about an error or a string: never a request body, a query's parameters,
 * a token or a link carrying one (issue 8, item 3). Every logger call with outside data goes through here.
 */

const TOKEN_PATTERNS: [RegExp, string][] = [
  // ?token=…, &code=…, callback parameters that may carry one
  [/([?&](?:token|code|otp|secret|password)=)[^&\s"'<>]+/gi, '$1[redigido]'],
  // better-auth's reset and verification links: /reset-password/<token>, /verify-email/<token>
  [/(\/(?:reset-password|verify-email|magic-link)\/)[^?\s"'<>/]+/gi, '$1[redigido]'],
  // cookies and bearer values
  [/((?:better-auth\.session_token|session_token|authorization)["']?\s*[:=]\s*["']?(?:bearer\s+)?)[^;\s"',]+/gi, '$1[redigido]'],
]

/** The string with every token-looking value replaced by `[redigido]`. */
export function redact(text: string): string {
  let out = text
  for (const [pattern, replacement] of TOKEN_PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/**
 * A third-party message made safe for one log line: its first line only, redacted, without a query's
 * parameters (Drizzle writes "Failed query: … params: <values>", better-auth prefixes it "# SERVER_ERROR").
 */
export function safeText(text: string): string {
  return redact(text.split('\n')[0] ?? '').replace(/params:.*$/i, 'params: [omitidos]').slice(0, 500)
}

export interface SafeError {
  type: string
  message: string
  code?: string
  cause?: SafeError
}

/**
 * An error reduced to its class, the first line of its message and its code. Drizzle's query error
 * puts the SQL (placeholders only) on the first line and the parameters on the next ("params: …"), and PostgreSQL quotes the offending value
 * in some messages (`invalid input syntax for type uuid: "…"`): both are cut.
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'non-error value thrown' }
  const firstLine = (err.message.split('\n')[0] ?? '').slice(0, 500)
  const message = redact(firstLine).replace(/: "(?:[^"\\]|\\.)*"/g, ': "…"')
  const code = (err as { code?: unknown }).code
  const out: SafeError = { type: err.name || err.constructor.name, message }
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code)
  if (err.cause !== undefined && depth < 3) out.cause = safeError(err.cause, depth + 1)
  return out
}

/** Arguments of a third-party logger call made safe: errors reduced, strings redacted, objects dropped. */
export function safeArgs(args: unknown[]): unknown[] {
  return args.map((a) => {
    if (a instanceof Error) return safeError(a)
    if (typeof a === 'string') return safeText(a)
    if (typeof a === 'number' || typeof a === 'boolean' || a == null) return a
    return '[objeto omitido]'
  })
}

type LogFn = (obj: object, msg: string) => void
type LevelLogger = Record<'debug' | 'info' | 'warn' | 'error', LogFn>

/** better-auth's `logger` option: its messages go to pino, redacted, with errors reduced. */
export function betterAuthLogger(log: LevelLogger) {
  return {
    level: 'warn' as const,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      log[level]({ source: 'better-auth', args: safeArgs(args) }, safeText(String(message)))
    },
  }
}
