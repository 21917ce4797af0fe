import { auth } from '../src/web/i18n/pt-BR/common'
import { ACCOUNTS, PASSWORD } from './support/accounts'
import { expect, test, toast, uniqueEmail, waitForMail } from './support/fixtures'

test.describe('registration', () => {
  test('creates an account, shows the success toast and goes to /login', async ({ page }) => {
    const email = uniqueEmail('cadastro')
    await page.goto('/register')
    await page.getByLabel('Nome completo').fill('Maria da Silva')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill('segredo1')
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('placeholder', /6 caracteres/)
    await page.getByLabel('Confirmar senha').fill('segredo1')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(toast(page)).toContainText(auth.register.success)
    await expect(toast(page)).toContainText(auth.register.successBody)
    await expect(page).toHaveURL(/\/login$/)

    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill('segredo1')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('sidebar-user')).toContainText('Maria da Silva')
  })

  test('refuses mismatched passwords first, then a short one', async ({ page }) => {
    await page.goto('/register')
    await page.getByLabel('Nome completo').fill('João')
    await page.getByLabel('E-mail').fill(uniqueEmail())
    await page.getByLabel('Senha', { exact: true }).fill('123')
    await page.getByLabel('Confirmar senha').fill('1234')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(toast(page)).toContainText(auth.register.error)
    await expect(toast(page)).toContainText('As senhas não coincidem.')
    await expect(toast(page)).toHaveAttribute('data-type', 'error')

    await page.getByLabel('Confirmar senha').fill('123')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(toast(page)).toContainText('A senha deve ter pelo menos 6 caracteres.')
    await expect(page).toHaveURL(/\/register$/)
  })

  test('show/hide toggles reveal each password', async ({ page }) => {
    await page.goto('/register')
    const password = page.getByLabel('Senha', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Mostrar senha' }).first().click()
    await expect(password).toHaveAttribute('type', 'text')
  })
})

test.describe('login', () => {
  test('a wrong password says Falha no login / E-mail ou senha inválidos.', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(ACCOUNTS.subscriber.email)
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(toast(page)).toContainText('Falha no login')
    await expect(toast(page)).toContainText('E-mail ou senha inválidos.')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('E-mail').focus()
    await page.keyboard.type(ACCOUNTS.subscriber.email)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Senha', { exact: true })).toBeFocused()
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('has the links to forgot-password and register', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Cadastre-se' }).click()
    await expect(page).toHaveURL(/\/register$/)
  })
})

test.describe('password reset', () => {
  test('e-mail through SMTP → link → new password → sign in with it', async ({ page, request }) => {
    const email = uniqueEmail('reset')
    expect((await request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: 'Rita' } })).status()).toBe(200)

    await page.goto('/forgot-password')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Enviar instruções' }).click()
    await expect(page.getByText('Email enviado!')).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByText(/spam/)).toBeVisible()

    const mail = await waitForMail(email, 15_000, /Redefina sua senha/)
    const link = /https?:\/\/\S+reset-password\S+/.exec(mail.text)?.[0]
    expect(link).toBeTruthy()
    await page.goto(link!)
    await expect(page).toHaveURL(/\/update-password\?token=/)
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-9')
    await page.getByLabel('Confirmar nova senha').fill('nova-senha-9')
    await page.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill('nova-senha-9')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('shows the same confirmation for an unknown address, and can try another', async ({ page }) => {
    await page.goto('/forgot-password')
    await page.getByLabel('E-mail').fill('ninguem-aqui@forjaads.test')
    await page.getByRole('button', { name: 'Enviar instruções' }).click()
    await expect(page.getByText('Email enviado!')).toBeVisible()
    await page.getByRole('button', { name: 'Tentar outro email' }).click()
    await expect(page.getByRole('button', { name: 'Enviar instruções' })).toBeVisible()
    await page.getByRole('button', { name: 'Enviar instruções' }).waitFor()
    await page.getByRole('link', { name: 'Voltar ao login' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})
