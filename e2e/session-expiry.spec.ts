import type { Page } from '@playwright/test'
import { campaigns as tc } from '../src/web/i18n/pt-BR/campaigns'
import { auth, common } from '../src/web/i18n/pt-BR/common'
import { expect, newUser, test, toast } from './support/fixtures'

/**
 * Ends every session of the signed-in user on the server, as "sign out everywhere" in another tab would
 * (a raw fetch from the page: the app's own client does not see it).
 */
async function revokeAll(page: Page) {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/auth/revoke-sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    return res.status
  })
  expect(status).toBe(200)
}

async function signInOnScreen(page: Page, email: string, password: string) {
  await page.getByLabel(auth.email).fill(email)
  await page.getByLabel(auth.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: auth.login.submit }).click()
}

test.describe('session expiry (SPEC §9)', () => {
  test('a call after the session was revoked: Sessão Expirada, /login?next=, and back to the same page', async ({ page }) => {
    const user = await newUser(page)
    await page.goto('/saved-campaigns')
    await expect(page.getByRole('heading', { level: 1, name: tc.list.title })).toBeVisible()
    await revokeAll(page)

    await page.getByRole('button', { name: tc.list.newCampaign }).click()
    const form = page.getByTestId('campaign-form')
    await form.getByLabel(tc.form.name).fill('Depois de expirar')
    await form.getByRole('button', { name: tc.form.save }).click()

    await expect(toast(page)).toContainText(common.errors.sessionExpired.title)
    await expect(toast(page)).toContainText(common.errors.sessionExpired.body)
    await expect(page).toHaveURL(/\/login\?next=%2Fsaved-campaigns$/)
    await signInOnScreen(page, user.email, user.password)
    await expect(page).toHaveURL(/\/saved-campaigns$/)
    await expect(page.getByRole('heading', { level: 1, name: tc.list.title })).toBeVisible()
  })

  test('the 30-second check notices a session ended elsewhere without any click', async ({ page }) => {
    await page.clock.install()
    await newUser(page)
    await page.goto('/tools')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await revokeAll(page)
    // The check must not slide the session: an open tab is not activity.
    const check = page.waitForRequest((r) => r.url().includes('/api/auth/get-session?disableRefresh=true'))
    await page.clock.runFor(31_000)
    await check
    await expect(toast(page)).toContainText(common.errors.sessionExpired.title)
    await expect(page).toHaveURL(/\/login\?next=%2Ftools$/)
  })

  test('a ?next= to another site is ignored after signing in', async ({ page }) => {
    const user = await newUser(page)
    await page.context().clearCookies()
    await page.goto('/login?next=//evil.example/x')
    await signInOnScreen(page, user.email, user.password)
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('Falha ao sair when sign-out fails, and the session is still dropped locally', async ({ page }) => {
    await newUser(page)
    await page.route('**/api/auth/sign-out', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"Falha no servidor"}}' }))
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Sair' }).click()
    await expect(toast(page)).toContainText(common.errors.signOut)
    await expect(page).toHaveURL(/\/login$/)
  })
})
