/** Registration and new-password rules (SPEC §5), shared by the web forms and their tests. */

export const MIN_PASSWORD_LENGTH = 6

export type PasswordProblem = 'mismatch' | 'too-short'

/** The first broken rule, in the spec's order: confirmation first, then length. */
export function passwordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password !== confirmation) return 'mismatch'
  if (password.length < MIN_PASSWORD_LENGTH) return 'too-short'
  return null
}
