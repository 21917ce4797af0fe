/**
 * The profile form (PATCH /api/me/profile), validated by the web form and by the server alike.
 * Messages are pt-BR; the server answers 422 with the first one.
 */
import { z } from 'zod'
import { BAD_TEXT_MESSAGE, hasBadText } from './campaigns'

export const PROFILE_NAME_MAX = 120
export const PHONE_MESSAGE = 'Informe um telefone brasileiro com DDD, por exemplo (11) 98765-4321.'

/**
 * A Brazilian phone as people type it — `(11) 98765-4321`, `+55 11 98765 4321`, `11987654321`, a
 * landline with 8 digits — in E.164 (`+5511987654321`), or null when it is not one.
 */
export function normalizeBrazilianPhone(input: string): string | null {
  const text = input.trim()
  if (!/^\+?[\d\s().-]+$/.test(text)) return null
  let digits = text.replace(/\D/g, '')
  const international = text.startsWith('+')
  if (international && !digits.startsWith('55')) return null
  if (international || digits.length === 12 || digits.length === 13) {
    if (!digits.startsWith('55')) return null
    digits = digits.slice(2)
  }
  const ddd = digits.slice(0, 2)
  const number = digits.slice(2)
  if (!/^[1-9][1-9]$/.test(ddd)) return null
  const mobile = number.length === 9 && number.startsWith('9')
  const landline = number.length === 8 && /^[2-8]/.test(number)
  return mobile || landline ? `+55${ddd}${number}` : null
}

/** 'Informações pessoais': the name (required) and an optional phone; other fields are dropped. */
export const profileInput = z.object({
  nome_completo: z
    .string({ error: 'Informe seu nome completo.' })
    .trim()
    .min(1, 'Informe seu nome completo.')
    .max(PROFILE_NAME_MAX, `O nome pode ter no máximo ${PROFILE_NAME_MAX} caracteres.`)
    .refine((s) => !hasBadText(s), BAD_TEXT_MESSAGE),
  telefone: z
    .string({ error: PHONE_MESSAGE })
    .max(40, PHONE_MESSAGE)
    .nullable()
    .optional()
    .refine((v) => !v?.trim() || normalizeBrazilianPhone(v) !== null, PHONE_MESSAGE)
    .transform((v) => (v?.trim() ? normalizeBrazilianPhone(v) : null)),
})

export type ProfileInput = z.input<typeof profileInput>
export type ProfileData = z.output<typeof profileInput>

/** Body of DELETE /api/me: the password, the typed word EXCLUIR and, with 2FA on, a current code. */
export const DELETE_CONFIRM_WORD = 'EXCLUIR'
export const deleteAccountInput = z.object({
  password: z.string({ error: 'Informe sua senha.' }).min(1, 'Informe sua senha.').max(128, 'Senha incorreta.'),
  confirm: z.string({ error: `Digite ${DELETE_CONFIRM_WORD} para confirmar.` }).refine((v) => v === DELETE_CONFIRM_WORD, `Digite ${DELETE_CONFIRM_WORD} para confirmar.`),
  code: z.string().trim().max(32, 'Código de verificação inválido').optional(),
})

/** Shows an E.164 Brazilian number as `(11) 98765-4321` in the form. */
export function formatBrazilianPhone(e164: string | null | undefined): string {
  if (!e164) return ''
  const m = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164)
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164
}
