import { pricing } from '../src/web/i18n/pt-BR/pricing'
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
    await expect(basico).toHaveAttribute('href', 'https://checkout.example.com/forjaads-basico')
    await expect(basico).toHaveAttribute('target', '_blank')
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
