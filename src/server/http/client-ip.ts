import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** Header the server sets itself for better-auth's rate limiter; a client's copy is discarded. */
export const CLIENT_IP_HEADER = 'x-forjaads-client-ip'

/**
 * The client's address: the socket's, or with `trustProxy` (one proxy in front) the last
 * X-Forwarded-For entry, which that proxy appended. Never a value the client alone chose.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).at(-1)
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // in-process requests (tests) have no socket
  }
}

/** A copy of the request whose client-IP header holds the address decided above. */
export function withClientIp(req: Request, ip: string): Request {
  const headers = new Headers(req.headers)
  headers.set(CLIENT_IP_HEADER, ip)
  return new Request(req, { headers })
}

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: this machine. Anything else, 'unknown' included, is not. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.toLowerCase().replace(/^::ffff:/, '')
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return v4.split('.').every((n) => Number(n) <= 255)
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1'
}
