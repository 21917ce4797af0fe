import { hash, verify } from '@node-rs/argon2'

/** argon2id, 19 MiB, 2 iterations, parallelism 1 (OWASP's first recommended setting). */
const options = { algorithm: 2 as const, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, options)

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
