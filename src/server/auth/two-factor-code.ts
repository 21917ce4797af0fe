import type { AppDeps } from '../http/context'

/**
 * True when `code` is a current TOTP code of the user's enrolled factor not used before (it is then
 * marked used), or one of their unused backup codes (then consumed). For confirming sensitive actions
 * such as deleting the account.
 */
export async function checkTwoFactorCode(deps: AppDeps, userId: string, code: string): Promise<boolean> {
  // TODO(issue 9): real check against the twoFactor factor; refuses every code until then.
  void deps
  void userId
  void code
  return false
}
