import { dashboard } from '../src/web/i18n/pt-BR/dashboard'
import { expect, newUser, signInAs, test, toast } from './support/fixtures'

test.describe('dashboard', () => {
  test('trial user: banner to /pricing, stats, quick actions', async ({ page }) => {
    await newUser(page, 'Bruno Alves')
    await page.request.post('/api/campaigns', { data: { name: 'Campanha A' } })
    await page.request.post('/api/campaigns', { data: { name: 'Campanha B' } })
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText(dashboard.subtitle('Bruno Alves'))).toBeVisible()
    await expect(page.getByTestId(`stat-${dashboard.stats.campaigns}`)).toHaveText('2')
    await expect(page.getByTestId(`stat-${dashboard.stats.plan}`)).toHaveText('Teste')
    await expect(page.getByTestId(`stat-${dashboard.stats.trial}`)).toHaveText('3 dias restantes')
    await page.getByRole('link', { name: 'Ver Planos' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })

  test('a Pro subscriber sees no upgrade banner', async ({ page }) => {
    await signInAs(page, 'subscriber')
    await page.goto('/dashboard')
    await expect(page.getByTestId(`stat-${dashboard.stats.plan}`)).toHaveText('Pro')
    await expect(page.getByRole('link', { name: 'Ver Planos' })).toHaveCount(0)
  })

  test('feedback: empty is refused, a message is sent and the dialog closes', async ({ page }) => {
    await newUser(page)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: dashboard.feedback.open }).click()
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(toast(page)).toContainText('Campo vazio')
    await expect(toast(page)).toContainText('Por favor, escreva sua mensagem antes de enviar.')
    await page.getByRole('textbox', { name: dashboard.feedback.label }).fill('Adorei o gerador de negativas!')
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(toast(page)).toContainText('Feedback enviado com sucesso!')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
