/** Fixture accounts the e2e server seeds before it starts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
export const E2E_DIR = process.env.E2E_DIR ?? `${process.cwd()}/test-results/e2e-server`
export const MAIL_DIR = `${E2E_DIR}/mail`
export const PASSWORD = 'senha-e2e-123'

export const ACCOUNTS = {
  admin: { email: 'admin@forjaads.test', name: 'Admin E2E', password: PASSWORD, state: 'pro' as const },
  subscriber: { email: 'assinante@forjaads.test', name: 'Assinante E2E', password: PASSWORD, state: 'pro' as const },
  basic: { email: 'basico@forjaads.test', name: 'Básico E2E', password: PASSWORD, state: 'basic' as const },
  expired: { email: 'expirado@forjaads.test', name: 'Expirado E2E', password: PASSWORD, state: 'expired' as const },
}
