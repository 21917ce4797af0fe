import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { readCsvObjects } from '../src/core/campaigns/compare-csv-read'
import { compare as t } from '../src/web/i18n/pt-BR/compare'
import { plans } from '../src/web/i18n/pt-BR/plans'
import { expect, newUser, signInAs, test, toast } from './support/fixtures'

/** The campaign comparison (issue 13): choosing on /saved-campaigns, /saved-campaigns/compare, its CSV, Básico's lock. */
const SHOTS = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function axeClean(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
  expect(serious, what).toEqual([])
}

async function createCampaign(page: Page, name: string, assets: [string, string[]][], fields: Record<string, unknown> = {}): Promise<string> {
  const res = await page.request.post('/api/campaigns', { data: { name, ...fields } })
  expect(res.status(), await res.text()).toBe(201)
  const { id } = (await res.json()) as { id: string }
  for (const [asset_type, content] of assets) {
    const added = await page.request.post(`/api/campaigns/${id}/assets`, { data: { asset_type, content } })
    expect(added.status(), await added.text()).toBe(201)
  }
  return id
}

const card = (page: Page, name: string) => page.getByRole('article', { name })

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a trial user chooses two campaigns, sees the overlap and the blocking negative, and exports the CSV', async ({ page }) => {
      await newUser(page)
      const verao = await createCampaign(page, 'Café Verão', [
        ['keywords', ['[Café Especial]', 'café gelado', '"café em grãos"']],
        ['negative_keywords', ['gelado']],
        ['titles', ['Café Especial Torrado', 'Frete Grátis Hoje']],
        ['descriptions', ['Café torrado na semana, direto da fazenda.']],
      ], { country: 'Brasil', daily_budget: 40, final_url: 'https://cafe.com.br/verao' })
      const inverno = await createCampaign(page, 'Café Inverno', [
        ['keywords', ['[cafe especial]', 'café gelado cremoso', 'chocolate quente']],
        ['titles', ['CAFÉ ESPECIAL TORRADO']],
      ], { country: 'Brasil', daily_budget: 25 })
      await createCampaign(page, 'Chá Primavera', [['keywords', ['chá verde']]])
      await createCampaign(page, 'Chá Outono', [])

      await page.goto('/saved-campaigns')
      await page.getByRole('button', { name: t.select.startLabel }).click()
      const bar = page.getByRole('region', { name: t.select.toolbarLabel })
      await expect(bar).toBeFocused()
      await expect(bar.getByTestId('compare-hint')).toHaveText(t.select.hintFew)
      const go = bar.getByRole('button', { name: t.select.go })
      await expect(go).toBeDisabled()

      // More than three: the bar says so and will not go on.
      for (const name of ['Café Verão', 'Café Inverno', 'Chá Primavera', 'Chá Outono']) {
        await card(page, name).getByRole('checkbox', { name: t.select.checkbox(name) }).check()
      }
      await expect(bar.getByTestId('compare-hint')).toHaveText(t.select.hintMany)
      await expect(go).toBeDisabled()
      await card(page, 'Chá Primavera').getByRole('checkbox').uncheck()
      // With the keyboard: Space on the focused checkbox.
      await card(page, 'Chá Outono').getByRole('checkbox').focus()
      await page.keyboard.press('Space')
      await expect(card(page, 'Chá Outono').getByRole('checkbox')).not.toBeChecked()
      await expect(bar).toContainText(t.select.count(2))
      await expect(bar.getByTestId('compare-hint')).toHaveCount(0)
      await axeClean(page, '/saved-campaigns choosing')
      await shot(page, `compare-choose-${width}`)
      await go.click()

      await expect(page).toHaveURL(`/saved-campaigns/compare?ids=${verao},${inverno}`)
      await expect(page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible()
      const settings = page.getByTestId('compare-settings')
      await expect(settings.getByRole('columnheader', { name: 'Café Verão' })).toBeVisible()
      await expect(settings.getByRole('row', { name: /Orçamento diário/ })).toContainText('R$ 40,00')
      await expect(settings.getByRole('row', { name: /Orçamento diário/ })).toContainText('R$ 25,00')
      await expect(settings.getByRole('row', { name: /Orçamento diário/ })).toContainText(t.settings.different)
      await expect(page.getByTestId('compare-counts').getByRole('row', { name: /^Palavras-chave \d/ })).toContainText('3')

      // Keywords: '[Café Especial]' = '[cafe especial]' (accents and case folded); the rest only in one.
      const keywords = page.getByTestId('compare-keywords')
      await expect(keywords.getByTestId('in-all').getByTestId('count')).toHaveText('1')
      await expect(keywords.getByTestId('only-0').getByTestId('count')).toHaveText('2')
      await expect(keywords.getByTestId('only-1').getByTestId('count')).toHaveText('2')
      await keywords.getByText(t.overlap.inAll).click()
      await expect(keywords.getByTestId('in-all')).toContainText('[Café Especial]')
      await keywords.getByTestId('only-1').locator('summary').focus()
      await expect(keywords.getByTestId('only-1').locator('summary')).toContainText(t.overlap.only('Café Inverno'))
      await page.keyboard.press('Enter')
      await expect(keywords.getByTestId('only-1')).toContainText('chocolate quente')
      await expect(page.getByTestId('compare-headlines').getByTestId('in-all').getByTestId('count')).toHaveText('1')

      // Verão's negative 'gelado' blocks Inverno's 'café gelado cremoso'.
      const blocking = page.getByTestId('blocking-item')
      await expect(blocking).toHaveCount(1)
      await expect(blocking).toContainText(t.blocking.negativeOf('Café Verão'))
      await expect(blocking).toContainText('gelado')
      await expect(blocking).toContainText(t.blocking.blocks('Café Inverno'))
      await expect(blocking).toContainText('café gelado cremoso')
      // Nothing wider than the screen: the tables scroll inside their own regions.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await axeClean(page, '/saved-campaigns/compare')
      await shot(page, `compare-${width}`)

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.page.exportCsv }).click()])
      expect(download.suggestedFilename()).toBe('comparacao-campanhas.csv')
      await expect(toast(page)).toContainText(t.page.exported)
      const rows = readCsvObjects(readFileSync(await download.path(), 'utf8'))
      expect(rows.find((r) => r['Seção'] === 'Palavras-chave' && r.Item === '[Café Especial]')).toMatchObject({ Detalhe: 'Em todas', 'Café Verão': 'Sim', 'Café Inverno': 'Sim' })
      expect(rows.find((r) => r['Seção'] === 'Negativas que bloqueiam')).toMatchObject({ Item: 'gelado', Detalhe: 'café gelado cremoso', 'Café Verão': 'Negativa', 'Café Inverno': 'Palavra-chave bloqueada' })
      expect(rows.find((r) => r['Seção'] === 'Configurações' && r.Item === 'Orçamento diário')).toMatchObject({ 'Café Verão': 'R$ 40,00', 'Café Inverno': 'R$ 25,00' })
    })

    test('a campaign that is not the user\'s, or a bad address, says so with the way back', async ({ page }) => {
      await newUser(page)
      const mine = await createCampaign(page, 'Minha', [])
      await page.goto(`/saved-campaigns/compare?ids=${mine},00000000-0000-4000-8000-000000000000`)
      await expect(page.getByRole('alert')).toContainText(t.page.notFound)
      await axeClean(page, 'compare 404')
      await page.goto(`/saved-campaigns/compare?ids=${mine}`)
      await expect(page.getByRole('alert')).toContainText(t.page.badIds)
      await page.getByRole('alert').getByRole('link', { name: t.page.back }).click()
      await expect(page).toHaveURL('/saved-campaigns')
    })

    test('a Básico user meets the locked comparison, from the saved campaigns screen; axe clean', async ({ page }) => {
      await signInAs(page, 'basic')
      await page.goto('/saved-campaigns')
      await page.getByRole('link', { name: t.select.lockedLabel }).click()
      await expect(page).toHaveURL('/saved-campaigns/compare')
      const locked = page.getByTestId('locked-tool')
      await expect(locked.getByRole('heading', { level: 1, name: t.locked.title })).toBeVisible()
      await expect(locked.getByText(plans.locked.body)).toBeVisible()
      await expect(locked.getByRole('list', { name: `Recursos de ${t.locked.title}` })).toContainText(t.locked.features[0])
      await expect(locked.getByRole('link', { name: plans.seePlans })).toHaveAttribute('href', '/pricing')
      await expect(locked.getByRole('link', { name: t.page.back })).toHaveAttribute('href', '/saved-campaigns')
      await expect(page.getByTestId('comparison')).toHaveCount(0)
      await axeClean(page, 'compare locked')
      await shot(page, `compare-locked-${width}`)
    })
  })
}
