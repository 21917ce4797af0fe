import { createHmac, timingSafeEqual } from 'node:crypto'

/** RFC 6238 as authenticator apps do it: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30
const DIGITS = 6

/** The code of time step `counter` for `key` (better-auth's secrets are used as their UTF-8 bytes). */
export function hotp(key: Buffer, counter: number): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(msg).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS
  return String(value).padStart(DIGITS, '0')
}

/** True when `code` is the code of the current step or of the one just before or after (better-auth's window). */
export function verifyTotp(key: Buffer, code: string, at: number = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false
  const counter = Math.floor(at / 1000 / TOTP_PERIOD_SECONDS)
  let matched = false
  for (let i = -1; i <= 1; i++) {
    matched = timingSafeEqual(Buffer.from(hotp(key, counter + i)), Buffer.from(code)) || matched
  }
  return matched
}

/** RFC 4648 base32 (as in an otpauth:// URI's `secret`), decoded. */
export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of text.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(ch)
    if (index < 0) throw new Error('invalid base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}
