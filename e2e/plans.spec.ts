import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { plans } from '../src/web/i18n/pt-BR/plans'
import { ACCOUNTS } from './support/accounts'
import { expect, signInAs, test, toast } from './support/fixtures'
import { pickOption, savedLists } from './support/generator-helpers'

/** The plans enforced on the screen (docs/decisions/010-plans-enforced.md), narrow and wide. */
const SHOTS = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const PRO_TOOLS = [
  ['negative-keywords', 'Palavras-chave Negativas', 'negativeKeywords'],
  ['titles', 'Títulos', 'titles'],
  ['descriptions', 'Descrições', 'descriptions'],
  ['callouts', 'Frases de Destaque', 'callouts'],
  ['promotions', 'Promoções', 'promotions'],
  ['settings', 'Configurações Avançadas', 'settings'],
] as const

/** Opens the sidebar on a phone (a drawer); on a wide screen it is always there. */
async function sidebar(page: Page, narrow: boolean) {
  if (narrow) await page.getByRole('button', { name: 'Abrir menu' }).click()
  return page.getByRole('navigation', { name: 'Navegação principal' })
}

async function generateKeywords(page: Page) {
  await page.getByLabel('Nome do produto').fill('Colágeno')
  await pickOption(page, 'Etapa do funil', 'Meio de funil')
  await page.getByRole('button', { name: 'Gerar', exact: true }).click()
  await expect(page.getByTestId('result-row').first()).toBeVisible()
}

for (const width of [390, 1280]) {
  const narrow = width < 768
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a Básico user meets the locked pro tools, with what they do and Ver Planos; axe clean', async ({ page }) => {
      await signInAs(page, 'basic')
      for (const [route, title] of PRO_TOOLS) {
        await page.goto(`/tools/${route}`)
        const locked = page.getByTestId('locked-tool')
        await expect(locked.getByRole('heading', { level: 1, name: title })).toBeVisible()
        await expect(locked.getByText(plans.locked.eyebrow)).toBeVisible()
        await expect(locked.getByText(plans.locked.body)).toBeVisible()
        await expect(locked.getByRole('link', { name: plans.seePlans })).toHaveAttribute('href', '/pricing')
        // The tool itself is not mounted: no generator form, no results, no settings tabs.
        await expect(page.getByRole('button', { name: /^Gerar$|Carregar lista padrão/ })).toHaveCount(0)
        await expect(page.getByTestId('result-count')).toHaveCount(0)
        await expect(page.getByRole('tablist')).toHaveCount(0)
      }

      await page.goto('/tools/titles')
      await expect(page.getByTestId('locked-tool').getByRole('list', { name: 'Recursos de Títulos' })).toContainText('Até 30 caracteres por título')
      await page.waitForLoadState('networkidle')
      await shot(page, `locked-titles-${width}`)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

      await page.getByTestId('locked-tool').getByRole('link', { name: plans.seePlans }).click()
      await expect(page).toHaveURL(/\/pricing$/)
    })

    test('a Básico user sees the locks in the catalogue and the sidebar, and uses the keyword generator', async ({ page }) => {
      await signInAs(page, 'basic')
      await page.goto('/tools')
      for (const id of ['keywords', 'sitelinks']) {
        const card = page.getByTestId(`tool-card-${id}`)
        await expect(card.getByTestId('tool-locked')).toHaveCount(0)
        await expect(card.getByRole('link', { name: 'Acessar ferramenta' })).toBeVisible()
      }
      for (const [route, title, id] of PRO_TOOLS) {
        const card = page.getByTestId(`tool-card-${id}`)
        await expect(card.getByTestId('tool-locked')).toBeVisible()
        await expect(card.getByRole('link', { name: `${plans.seePlans}: ${title}` })).toHaveAttribute('href', '/pricing')
        await expect(card.getByRole('link', { name: 'Acessar ferramenta' })).toHaveCount(0)
        void route
      }
      await shot(page, `catalogue-basic-${width}`)

      const nav = await sidebar(page, narrow)
      for (const label of ['Palavras Negativas', 'Títulos', 'Descrições', 'Frases de Destaque', 'Promoções', 'Configurações']) {
        await expect(nav.getByRole('link', { name: plans.lockedName(label), exact: true })).toBeVisible()
      }
      await expect(nav.getByRole('link', { name: 'Palavras-chave', exact: true })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'Sitelinks', exact: true })).toBeVisible()
      await shot(page, `sidebar-basic-${width}`)
      await nav.getByRole('link', { name: 'Palavras-chave', exact: true }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Gerador de Palavras-chave' })).toBeVisible()
      await expect(page.getByTestId('locked-tool')).toHaveCount(0)
      await generateKeywords(page)
    })

    test('a Básico user keeps one saved keyword list: the second save explains the limit and offers the upgrade', async ({ page }) => {
      await signInAs(page, 'basic')
      await page.goto('/tools/keywords')
      await generateKeywords(page)

      await page.getByRole('button', { name: 'Salvar lista' }).click()
      const nameDialog = page.getByRole('dialog', { name: 'Salvar lista' })
      await nameDialog.getByLabel('Nome da lista').fill('Minha lista')
      await nameDialog.getByRole('button', { name: 'Salvar' }).click()
      await expect(toast(page)).toContainText('Lista salva com sucesso!')
      await expect(savedLists(page)).toHaveCount(1)

      // The second save: no name asked, the limit explained, save-over and 'Ver Planos' offered.
      await page.getByRole('button', { name: 'Salvar lista' }).click()
      const limit = page.getByRole('dialog', { name: plans.listLimit.title })
      await expect(limit).toBeVisible()
      await expect(limit).toContainText(plans.listLimit.body('Palavras-chave'))
      await expect(limit.getByRole('link', { name: plans.seePlans })).toHaveAttribute('href', '/pricing')
      await expect(page.getByLabel('Nome da lista')).toHaveCount(0)
      await shot(page, `list-limit-${width}`)
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
      await limit.getByRole('button', { name: plans.listLimit.close }).first().click()
      await expect(limit).toHaveCount(0)
      await expect(savedLists(page)).toHaveCount(1)

      // Saving over the one list works; the count stays one.
      await page.getByRole('button', { name: 'Salvar lista' }).click()
      await page.getByRole('button', { name: plans.listLimit.replace('Minha lista') }).click()
      await expect(toast(page)).toContainText(plans.listLimit.replaced('Minha lista'))
      await expect(savedLists(page)).toHaveCount(1)
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('saved_lists_keywords_v1') ?? '[]') as unknown[])
      expect(stored).toHaveLength(1)

      // Deleting it frees the place: the next save asks a name again.
      await savedLists(page).first().getByRole('button', { name: /Excluir/ }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: /Excluir/ }).click()
      await expect(savedLists(page)).toHaveCount(0)
      await page.getByRole('button', { name: 'Salvar lista' }).click()
      await expect(page.getByRole('dialog', { name: 'Salvar lista' })).toBeVisible()
    })

    test('the subscriber (Pro) sees no lock and opens every tool', async ({ page }) => {
      await signInAs(page, 'subscriber')
      await page.goto('/tools')
      await expect(page.getByTestId('tool-locked')).toHaveCount(0)
      const nav = await sidebar(page, narrow)
      await expect(nav.locator('[data-locked]')).toHaveCount(0)
      if (narrow) await page.keyboard.press('Escape')
      await page.goto('/tools/titles')
      await expect(page.getByRole('heading', { level: 1, name: 'Gerador de Títulos' })).toBeVisible()
      await expect(page.getByTestId('locked-tool')).toHaveCount(0)
    })

    test('the dashboard shows the next billing date once Stripe gave one, the placeholder before', async ({ page }) => {
      await signInAs(page, 'subscriber')
      await page.goto('/dashboard')
      await expect(page.getByTestId('stat-Próxima cobrança')).toHaveText('A definir')
      // The webhook fills current_period_end; here the answer of /api/me carries one.
      await page.route('**/api/me', async (route) => {
        const res = await route.fetch()
        const body = (await res.json()) as { profile: Record<string, unknown> }
        body.profile.current_period_end = '2026-12-21T15:00:00.000Z'
        await route.fulfill({ response: res, json: body })
      })
      await page.reload()
      await expect(page.getByTestId('stat-Próxima cobrança')).toHaveText('21/12/2026')
      await shot(page, `dashboard-billing-${width}`)
    })

    test('the pricing page sends the account along on a Stripe Payment Link only', async ({ page }) => {
      await signInAs(page, 'basic')
      await page.goto('/pricing')
      const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } }
      const basico = page.getByRole('link', { name: /Assinar o Básico/ })
      const href = new URL((await basico.getAttribute('href'))!)
      expect(href.host).toBe('buy.stripe.com')
      expect(href.searchParams.get('client_reference_id')).toBe(me.user.id)
      expect(href.searchParams.get('prefilled_email')).toBe(ACCOUNTS.basic.email)
      expect(href.searchParams.get('locale')).toBe('pt-BR')
      await expect(page.getByRole('link', { name: /Assinar o Pro/ })).toHaveAttribute('href', 'https://checkout.example.com/forjaads-pro')
      await shot(page, `pricing-basic-${width}`)
    })
  })
}
