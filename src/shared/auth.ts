import { z } from 'zod'

/** Registration and new-password rules (SPEC §5), shared by the web forms and their tests. */

export const MIN_PASSWORD_LENGTH = 6

export type PasswordProblem = 'mismatch' | 'too-short'

/** The first broken rule, in the spec's order: confirmation first, then length. */
export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password !== confirmation) return 'mismatch'
  if (password.length < MIN_PASSWORD_LENGTH) return 'too-short'
  return null
}

/** The sign-up name: required once trimmed, at most 120 characters (the web form says the same). */
export const signUpName = z
  .string({ error: 'Informe seu nome completo.' })
  .trim()
  .min(1, 'Informe seu nome completo.')
  .max(120, 'Nome muito longo (máximo 120 caracteres).')
