import { signUpName } from '../../shared/auth'

/**
 * Our rules on what reaches better-auth, which accepts any name, an `image` URL and NUL bytes
 * (PostgreSQL refuses the last with a 500). Each check answers a pt-BR message or null.
 */

export type Body = Record<string, unknown>

export const NUL_MESSAGE = 'Dados inválidos: o texto contém um caractere não permitido.'
export const IMAGE_MESSAGE = 'A foto de perfil não pode ser alterada.'

/** The body as better-auth will read it (JSON or a form), or null when it is neither. */
export async function readBody(req: Request): Promise<Body | null> {
  const type = req.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await req.clone().text()))
    }
    const body: unknown = await req.clone().json()
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : null
  } catch {
    return null // better-auth answers malformed bodies itself
  }
}

export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(hasNul)
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([k, v]) => hasNul(k) || hasNul(v))
  return false
}

/** A NUL byte anywhere in the address (path or query, decoded). */
export function urlHasNul(url: string): boolean {
  try {
    return decodeURIComponent(url).includes('\u0000')
  } catch {
    return false // malformed escapes: better-auth refuses them
  }
}

function nameProblem(name: unknown): string | null {
  const parsed = signUpName.safeParse(name)
  return parsed.success ? null : parsed.error.issues[0].message
}

/** Sign-up: the name is required and bounded; no profile image. */
export function signUpProblem(body: Body | null): string | null {
  if (!body) return null
  if ('image' in body) return IMAGE_MESSAGE
  return nameProblem(body.name)
}

/**
 * update-user: only the name can change, under the sign-up rules. Answers the body to forward
 * (the trimmed name alone) or the problem.
 */
export function updateUserBody(body: Body | null): { problem: string } | { body: { name: string } } {
  if (!body || !('name' in body)) return { problem: 'Informe seu nome completo.' }
  if ('image' in body) return { problem: IMAGE_MESSAGE }
  const parsed = signUpName.safeParse(body.name)
  if (!parsed.success) return { problem: parsed.error.issues[0].message }
  return { body: { name: parsed.data } }
}
