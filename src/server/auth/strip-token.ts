/** A copy of a JSON value without any `token` field: the HttpOnly cookie is the session's only carrier. */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'token').map(([k, v]) => [k, withoutTokens(v)]))
}

/** The same answer (status, cookies, headers) with `token` fields removed from a JSON body. */
export async function stripTokens(res: Response): Promise<Response> {
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) return res
  let body: unknown
  try {
    body = await res.clone().json()
  } catch {
    return res
  }
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(withoutTokens(body)), { status: res.status, statusText: res.statusText, headers })
}
