import type { Page } from '@playwright/test'
import { FEEDBACK_MAX } from '../src/shared/campaigns'
import { dashboard } from '../src/web/i18n/pt-BR/dashboard'
import { E2E_PORT } from './support/accounts'
import { expect, newUser, signInAs, test, toast } from './support/fixtures'

test.describe('dashboard', () => {
  test('trial user: banner to /pricing, stats, quick actions', async ({ page }) => {
    await newUser(page, 'Bruno Alves')
    for (const name of ['Campanha A', 'Campanha B']) {
      // A cookie-carrying write needs the app's Origin, as a browser sends it.
      const res = await page.request.post('/api/campaigns', { data: { name }, headers: { origin: `http://localhost:${E2E_PORT}` } })
      expect(res.status(), await res.text()).toBe(201)
    }
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

const FEEDBACK_LIMIT = FEEDBACK_MAX.toLocaleString('pt-BR')

test.describe('feedback limit', () => {
  const t = dashboard.feedback
  const box = (page: Page) => page.getByRole('textbox', { name: t.label })
  const send = (page: Page) => page.getByRole('button', { name: 'Enviar', exact: true })

  test('a counter shows the limit; over it the count is red, the text says so and Enviar is disabled', async ({ page }) => {
    await newUser(page)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: t.open }).click()
    const count = page.getByTestId('feedback-count')
    await expect(count).toHaveText(`0/${FEEDBACK_LIMIT}`)
    await box(page).fill('  Olá  ')
    await expect(count).toHaveText(`3/${FEEDBACK_LIMIT}`)

    await box(page).fill('a'.repeat(FEEDBACK_MAX + 1))
    await expect(count).toHaveText(`${(FEEDBACK_MAX + 1).toLocaleString('pt-BR')}/${FEEDBACK_LIMIT}`)
    await expect(count.locator('..')).toHaveClass(/text-destructive/)
    await expect(page.getByRole('alert').filter({ hasText: 'Mensagem muito longa' })).toHaveText(t.tooLong(FEEDBACK_MAX, 1))
    await expect(box(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(send(page)).toBeDisabled()

    await box(page).press('Backspace')
    await expect(count).toHaveText(`${FEEDBACK_LIMIT}/${FEEDBACK_LIMIT}`)
    await expect(count.locator('..')).not.toHaveClass(/text-destructive/)
    await send(page).click()
    await expect(toast(page)).toContainText(t.success)
  })

  for (const [status, message, title] of [
    [422, 'Mensagem muito longa (máximo 5000 caracteres).', t.refused],
    [413, 'Os dados enviados são grandes demais (máximo 1 MB).', t.refused],
    [429, 'Muitas tentativas. Aguarde alguns segundos e tente novamente.', t.tooMany],
  ] as const) {
    test(`a ${status} from the server shows its message, not 'Tente novamente'`, async ({ page }) => {
      await newUser(page)
      await page.route('**/api/feedback', (route) => route.fulfill({ status, json: { error: { code: 'refused', message } } }))
      await page.goto('/dashboard')
      await page.getByRole('button', { name: t.open }).click()
      await box(page).fill('Uma sugestão')
      await send(page).click()
      await expect(toast(page)).toContainText(title)
      await expect(toast(page)).toContainText(message)
      await expect(toast(page)).not.toContainText(t.errorBody)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(box(page)).toHaveValue('Uma sugestão')
    })
  }

  test('a 429 without a message still says to wait', async ({ page }) => {
    await newUser(page)
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }))
    await page.goto('/dashboard')
    await page.getByRole('button', { name: t.open }).click()
    await box(page).fill('Outra sugestão')
    await send(page).click()
    await expect(toast(page)).toContainText(t.tooMany)
    await expect(toast(page)).toContainText(t.tooManyBody)
  })
})

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The boxes of the activity lines the button covers, on screen now. */
async function coveredLines(page: Page) {
  const button = (await page.getByTestId('feedback-open').boundingBox())!
  const items = page.getByRole('list', { name: dashboard.activity.sample }).getByRole('listitem')
  const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()))
  return boxes.filter((box) => box && overlaps(box, button))
}

test.describe('floating feedback button', () => {
  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    test(`covers no line of the activity list at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await newUser(page) // a trial: the upgrade banner makes the page its longest
      await page.goto('/dashboard')
      const list = page.getByRole('list', { name: dashboard.activity.sample })
      await expect(list.getByRole('listitem').last()).toBeVisible()
      await page.screenshot({ path: `test-results/dashboard-feedback-button-${width}x${height}-top.png` })
      if (width >= 768) {
        // From md the button floats in a gutter of its own: on the first view it is beside the content, not over it.
        expect(await coveredLines(page)).toEqual([])
        const card = (await list.boundingBox())!
        expect(card.x + card.width).toBeLessThanOrEqual((await page.getByTestId('feedback-open').boundingBox())!.x)
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true)
      await page.screenshot({ path: `test-results/dashboard-feedback-button-${width}x${height}-end.png` })
      expect(await coveredLines(page)).toEqual([])
      await page.getByTestId('feedback-open').hover()
      if (width >= 768) await expect(page.getByRole('tooltip')).toContainText(dashboard.feedback.open)
    })
  }
})
