import type { Page } from '@playwright/test'
import { ACCOUNTS, PASSWORD } from './support/accounts'
import { expect, newUser, test } from './support/fixtures'

/** Every console message of level warning or error, and every uncaught page error, as text. */
function collectConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return problems
}

test.describe('browser console', () => {
  test('a clean journey logs no error and no warning', async ({ page }) => {
    const problems = collectConsole(page)

    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()
    await page.getByLabel('E-mail').fill(ACCOUNTS.subscriber.email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

    const sidebar = page.getByTestId('sidebar')
    await sidebar.getByRole('link', { name: 'Ferramentas' }).click()
    await expect(page).toHaveURL(/\/tools$/)
    await sidebar.getByRole('link', { name: 'Palavras-chave', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Gerador de Palavras-chave' })).toBeVisible()

    await sidebar.getByRole('link', { name: 'Campanhas Salvas' }).click()
    await expect(page).toHaveURL(/\/saved-campaigns$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await sidebar.getByRole('link', { name: 'Perfil' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // A full reload of a lazy screen: the first render happens before its chunk is loaded.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible()

    expect(problems).toEqual([])
  })

  test('when get-session fails, /api/me still decides: a signed-in user reaches the dashboard', async ({ page }) => {
    await newUser(page, 'Rita Souza')
    await page.route('**/api/auth/get-session', (route) => route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message: 'x' } } }))
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByTestId('sidebar-user')).toContainText('Rita Souza')
  })
})
