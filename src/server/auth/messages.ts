/** pt-BR messages for better-auth's error codes; anything else gets a generic message. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha inválidos.',
  INVALID_EMAIL: 'Informe um e-mail válido.',
  INVALID_PASSWORD: 'Senha inválida.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres.',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este e-mail.',
  INVALID_TOKEN: 'Este link de redefinição é inválido ou expirou. Peça um novo e-mail.',
  TOKEN_EXPIRED: 'Este link de redefinição expirou. Peça um novo e-mail.',
  VALIDATION_ERROR: 'Preencha todos os campos obrigatórios corretamente.',
  MISSING_FIELD: 'Preencha todos os campos obrigatórios.',
  BODY_MUST_BE_AN_OBJECT: 'Dados inválidos.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  INVALID_CALLBACK_URL: 'Endereço de retorno inválido.',
  INVALID_REDIRECT_URL: 'Endereço de retorno inválido.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta. Tente novamente.',
  SESSION_EXPIRED: 'Sessão expirada. Entre novamente.',
  INVALID_CODE: 'Código de verificação inválido',
  INVALID_BACKUP_CODE: 'Código de verificação inválido',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre novamente com sua senha.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Muitas tentativas. Entre novamente com sua senha.',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativada.',
  TOTP_NOT_ENABLED: 'A verificação em duas etapas não está ativada.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativada.',
  BACKUP_CODES_NOT_ENABLED: 'A verificação em duas etapas não está ativada.',
}

export const RATE_LIMITED_MESSAGE = 'Muitas tentativas. Aguarde alguns segundos e tente novamente.'

export function authErrorMessage(code: string | undefined, status: number): string {
  if (status === 429) return RATE_LIMITED_MESSAGE
  if (code && MESSAGES[code]) return MESSAGES[code]
  if (status === 401) return 'Sessão expirada. Entre novamente.'
  return 'Não foi possível concluir. Verifique os dados e tente novamente.'
}
