import type { Page, Route } from '@playwright/test'
import { expect, newUser, test } from './support/fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/**
 * The screens as the router starts them (decision 016, src/web/router.tsx and route-screen.tsx):
 * chunks start with the navigation, whatever the guards above them are still waiting for, and a
 * screen that cannot load says so in Portuguese.
 */
test.describe('screens', () => {
  test("a cold load fetches the app shell's and the screen's chunks while the session check is still on its way", async ({ page }) => {
    await newUser(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let answered = false
    await page.route('**/api/me', async (route: Route) => {
      await held
      answered = true
      await route.continue()
    })
    const shell = page.waitForRequest(/\/assets\/app-shell-[\w-]+\.js$/)
    const screen = page.waitForRequest(/\/assets\/saved-campaigns-page-[\w-]+\.js$/)
    await page.goto('/saved-campaigns')
    await Promise.all([shell, screen])
    expect(answered).toBe(false)
    await expect(page.getByText('Carregando perfil...')).toBeVisible()

    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas Salvas' })).toBeVisible()
  })

  test("a screen whose chunk does not arrive says so, and 'Tentar novamente' loads it", async ({ page }) => {
    await newUser(page)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()

    const failure = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta tela.' })
    await page.route(/\/assets\/profile-page-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
    await page.getByTestId('sidebar').getByRole('link', { name: 'Perfil' }).click()
    await expect(failure).toContainText('Não foi possível carregar esta tela. Verifique sua conexão e tente novamente.')
    await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await shot(page, 'screen-failed-1280')
    // Another screen of the sidebar opens as usual; the failed one still says so.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(failure).toHaveCount(0)
    await page.getByTestId('sidebar').getByRole('link', { name: 'Perfil' }).click()
    await expect(failure).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeInViewport()
    await shot(page, 'screen-failed-390')

    await page.unroute(/\/assets\/profile-page-[\w-]+\.js$/)
    await failure.getByRole('button', { name: 'Tentar novamente' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(failure).toHaveCount(0)
  })
})
