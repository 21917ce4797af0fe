import AxeBuilder from '@axe-core/playwright'
import { auth } from '../src/web/i18n/pt-BR/common'
import { PASSWORD } from './support/accounts'
import { expect, newUser, signIn, test, toast, uniqueEmail, waitForMail } from './support/fixtures'

const t = auth.verification
const CONFIRM = /Confirme seu e-mail/

const confirmLink = (text: string) => /https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(text)?.[0]

test.describe('e-mail verification', () => {
  test('sign up → banner → e-mail link → /login with a toast → sign in → no banner', async ({ page }) => {
    const email = uniqueEmail('verifica')
    await page.goto('/register')
    await page.getByLabel('Nome completo').fill('Vera Confirma')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirmar senha').fill(PASSWORD)
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page).toHaveURL(/\/login$/)

    // Unverified: the trial works and the banner says where the link went.
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const banner = page.getByTestId('verify-email-banner')
    await expect(banner).toHaveText(new RegExp(`${t.banner(email).replace(/[.+]/g, '\\$&')}\\s*${t.resend}`))

    const mail = await waitForMail(email, 15_000, CONFIRM)
    const link = confirmLink(mail.text)
    expect(link).toBeTruthy()

    // The link opened where nobody is signed in (another browser, the phone's mail app).
    await page.context().clearCookies()
    await page.goto(link!)
    await expect(page).toHaveURL(/\/login$/)
    await expect(toast(page)).toContainText(t.verified)
    await expect(toast(page)).toContainText(t.verifiedBody)

    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('sidebar-user')).toContainText('Vera Confirma')
    await expect(page.getByTestId('verify-email-banner')).toHaveCount(0)
  })

  test('the link opened while signed in lands on the dashboard with the toast, and the banner goes', async ({ page }) => {
    const { email } = await newUser(page)
    await page.goto('/dashboard')
    await expect(page.getByTestId('verify-email-banner')).toBeVisible()
    await page.goto(confirmLink((await waitForMail(email, 15_000, CONFIRM)).text)!)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(toast(page)).toContainText(t.verified)
    await expect(page.getByTestId('verify-email-banner')).toHaveCount(0)
  })

  test('a damaged link lands on /login with an error toast', async ({ page }) => {
    const email = uniqueEmail('quebrado')
    expect((await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: 'Link Quebrado' } })).status()).toBe(200)
    const link = confirmLink((await waitForMail(email, 15_000, CONFIRM)).text)!
    await page.goto(link.replace('token=', 'token=x'))
    await expect(page).toHaveURL(/\/login$/)
    await expect(toast(page)).toContainText(t.invalid)
    await expect(toast(page)).toHaveAttribute('data-type', 'error')
    await signIn(page, email)
  })

  test("'Reenviar e-mail' sends a new link and says so", async ({ page }) => {
    const { email } = await newUser(page)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: t.resend }).click()
    await expect(toast(page)).toContainText(t.resent)
    await expect(toast(page)).toContainText(t.resentBody(email))
  })

  for (const width of [390, 1280]) {
    test(`banner at ${width} px: fits, screenshot, no serious axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await newUser(page, 'Pessoa Com Nome Comprido')
      await page.goto('/dashboard')
      const banner = page.getByTestId('verify-email-banner')
      await expect(banner).toBeVisible()
      await page.screenshot({ path: `test-results/verify-email-banner-${width}.png` })
      const box = (await banner.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="verify-email-banner"]').analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    })
  }
})
