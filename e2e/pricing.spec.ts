import { pricing } from '../src/web/i18n/pt-BR/pricing'
import { ACCOUNTS } from './support/accounts'
import { expect, newUser, signInAs, test } from './support/fixtures'

test.describe('pricing', () => {
  test('an expired trial sees the banner, both plans with external checkout, and the guarantee', async ({ page }) => {
    await signInAs(page, 'expired')
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('alert')).toContainText('Seu Teste Gratuito Expirou!')
    await expect(page.getByText('R$ 19,90')).toBeVisible()
    await expect(page.getByText('R$ 49,00')).toBeVisible()
    const basico = page.getByRole('link', { name: /Assinar o Básico/ })
    // A Stripe Payment Link: the account's id and e-mail go along, the link's own parameters stay.
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } }
    await expect(basico).toHaveAttribute('href', `https://buy.stripe.com/test_forjaads_basico?locale=pt-BR&client_reference_id=${me.user.id}&prefilled_email=${encodeURIComponent(ACCOUNTS.expired.email)}`)
    await expect(basico).toHaveAttribute('target', '_blank')
    // Any other checkout page is left as configured.
    await expect(page.getByRole('link', { name: /Assinar o Pro/ })).toHaveAttribute('href', 'https://checkout.example.com/forjaads-pro')
    await expect(page.getByText(pricing.guarantee)).toBeVisible()
  })

  test('a trial user sees the free-trial headline instead of the banner', async ({ page }) => {
    await newUser(page)
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { name: pricing.title })).toBeVisible()
    await expect(page.getByText(pricing.headline)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
