import { expect, newUser, signInAs, test, toast } from './support/fixtures'

test.describe('route guards (SPEC §2)', () => {
  test('anonymous visitors go to /login from every protected route', async ({ page }) => {
    for (const path of ['/', '/dashboard', '/tools', '/tools/keywords', '/saved-campaigns', '/campaign/x', '/profile', '/pricing', '/admin']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/login$/)
    }
  })

  test('an expired trial is sent to /pricing with the expired banner', async ({ page }) => {
    await signInAs(page, 'expired')
    for (const path of ['/dashboard', '/tools/keywords', '/saved-campaigns', '/profile']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/pricing$/)
    }
    await expect(page.getByText('Seu Teste Gratuito Expirou!')).toBeVisible()
  })

  test('a subscriber is sent from /admin to /dashboard and has no admin link', async ({ page }) => {
    await newUser(page)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
  })

  test('a signed-in user is sent from the visitor pages to /dashboard', async ({ page }) => {
    await newUser(page)
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/dashboard$/)
    }
  })

  test('the admin opens /admin and sees the admin link', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Admin', exact: true })).toBeVisible()
  })

  test('/campaign-builder opens to a trialing user (decision 014)', async ({ page }) => {
    await newUser(page)
    await page.goto('/campaign-builder')
    await expect(page).toHaveURL(/\/campaign-builder$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Construtor de Campanhas' })).toBeVisible()
  })

  test('a profile that cannot be created: Erro Crítico de Conta, then retry', async ({ page }) => {
    await newUser(page)
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'profile_unavailable', message: 'x' } } }))
    await page.goto('/dashboard')
    await expect(toast(page)).toContainText('Erro Crítico de Conta')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.unroute('**/api/me')
    await page.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  })
})
