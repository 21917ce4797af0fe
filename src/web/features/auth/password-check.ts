import { passwordProblem } from '../../../shared/auth'
import { auth } from '../../i18n/pt-BR/common'
import { notify } from '../../lib/toast'

/** SPEC §5's password rules in order; on the first broken one, a destructive toast and true. */
export function rejectPasswords(title: string, password: string, confirmation: string): boolean {
  const problem = passwordProblem(password, confirmation)
  if (problem) notify.error(title, problem === 'mismatch' ? auth.register.mismatch : auth.register.tooShort)
  return problem !== null
}
