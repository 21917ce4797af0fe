import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { GOOGLE_ADS_EDITOR_COLUMNS } from '../src/core/campaigns/google-ads-editor-csv'
import { campaigns as c } from '../src/web/i18n/pt-BR/campaigns'
import { exportTexts as t } from '../src/web/i18n/pt-BR/export'
import { HTTPS_URL_MESSAGE } from '../src/shared/campaigns'
import { parseDelimited } from './support/delimited'
import { expect, newUser, test, toast } from './support/fixtures'

type Json = Record<string, unknown>

async function createCampaign(page: Page, body: Json): Promise<string> {
  const res = await page.request.post('/api/campaigns', { data: body })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

async function attach(page: Page, id: string, asset_type: string, content: unknown[]) {
  const res = await page.request.post(`/api/campaigns/${id}/assets`, { data: { asset_type, content } })
  expect(res.status(), await res.text()).toBe(201)
}

async function getCampaign(page: Page, id: string) {
  const res = await page.request.get(`/api/campaigns/${id}`)
  return (await res.json()) as { id: string; final_url: string | null; daily_budget: number | null; assets: { asset_type: string; content: Json[] }[] }
}

/** A campaign with every kind of content and no final URL or budget. */
async function fullCampaign(page: Page): Promise<string> {
  const id = await createCampaign(page, { name: 'Café Relâmpago', country: 'Brasil' })
  await attach(page, id, 'keywords', ['café especial', '"comprar café"', '[café em grãos]'])
  await attach(page, id, 'negative_keywords', ['receita', '"como fazer"'])
  await attach(page, id, 'titles', ['Café Especial', 'Torra Artesanal', 'Frete Grátis Hoje', 'Compre com Desconto'])
  await attach(page, id, 'descriptions', ['Café torrado na semana, direto da fazenda.', 'Entrega rápida para todo o Brasil, com nota fiscal.'])
  await attach(page, id, 'sitelinks', [
    { text: 'Nossa História', desc1: 'Desde 1998', desc2: 'Torrefação própria', final_url: 'https://cafe.com.br/historia' },
    { text: 'Fale Conosco', desc1: 'Atendimento rápido', desc2: 'Seg. a sex.' },
  ])
  await attach(page, id, 'callouts', ['Frete Grátis', 'Torra Própria'])
  await attach(page, id, 'promotions', ['10% OFF'])
  return id
}


const col = (name: (typeof GOOGLE_ADS_EDITOR_COLUMNS)[number]) => GOOGLE_ADS_EDITOR_COLUMNS.indexOf(name)

function kindOf(r: string[]): string {
  if (r[col('Campaign Type')]) return 'campaign'
  if (r[col('Location ID')]) return 'location'
  if (r[col('Ad Group Status')]) return 'ad group'
  if (r[col('Criterion Type')].startsWith('Campaign Negative')) return 'negative'
  if (r[col('Keyword')]) return 'keyword'
  if (r[col('Ad type')]) return 'ad'
  if (r[col('Link Text')]) return 'sitelink'
  if (r[col('Callout text')]) return 'callout'
  return 'unknown'
}

const dialog = (page: Page) => page.getByRole('dialog', { name: t.panel.title })

test.describe('export panel', () => {
  test('a campaign without a URL asks for it; the Editor file (UTF-16) parses back with every row type, Paused', async ({ page }) => {
    await newUser(page)
    const id = await fullCampaign(page)
    await page.goto(`/campaign/${id}`)
    await page.getByRole('button', { name: c.detail.exportCsv }).click()

    const panel = dialog(page)
    await expect(panel.getByTestId('preflight-errors')).toContainText('Falta a URL final (a página de destino dos anúncios).')
    await expect(panel.getByTestId('preflight-errors')).toContainText('Falta o orçamento diário (R$) da campanha.')
    await expect(panel.getByTestId('preflight-warnings')).toContainText('As promoções (1) não vão no arquivo')
    await expect(panel.getByTestId('preflight-warnings')).toContainText('O sitelink "Fale Conosco" (Sitelinks, linha 2) fica de fora')
    const editorButton = panel.getByRole('button', { name: t.panel.downloadEditor })
    await expect(editorButton).toBeDisabled()
    await expect(panel.getByText(t.panel.blockedHint)).toBeVisible()

    // A bad address gets the shared schema's message; the ads' page is refused for a sitelink.
    await panel.getByLabel(t.fields.finalUrl).fill('cafe.com.br')
    await expect(panel.getByText(HTTPS_URL_MESSAGE)).toBeVisible()
    await panel.getByLabel(t.fields.finalUrl).fill('https://cafe.com.br/loja')
    await panel.getByLabel(t.fields.dailyBudget).fill('35,50')
    const sitelinkPage = panel.getByLabel(t.panel.sitelinkLabel('Fale Conosco'))
    await sitelinkPage.fill('https://cafe.com.br/loja#contato')
    await expect(panel.getByText(t.panel.sitelinkAdsPage)).toBeVisible()
    await sitelinkPage.fill('https://cafe.com.br/contato')
    await expect(panel.getByTestId('preflight-ok')).toBeVisible()
    await expect(panel.getByTestId('preflight-warnings')).not.toContainText('Fale Conosco')
    await expect(panel.getByRole('radio', { name: t.panel.utf16 })).toBeChecked()

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: t.panel.saveAndDownload }).click()])
    expect(download.suggestedFilename()).toBe('forjaads_google_ads_editor_Café_Relâmpago.csv')
    await expect(toast(page)).toContainText(c.toasts.exported)
    await expect(panel).toBeHidden()

    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 2)]).toStrictEqual([0xff, 0xfe])
    const [header, ...rows] = parseDelimited(new TextDecoder('utf-16le').decode(bytes), '\t')
    expect(header).toStrictEqual([...GOOGLE_ADS_EDITOR_COLUMNS])
    expect(rows.every((r) => r.length === header.length && r[0] === 'Café Relâmpago')).toBe(true)
    const kinds = rows.map(kindOf)
    expect(new Set(kinds)).toStrictEqual(new Set(['campaign', 'location', 'ad group', 'keyword', 'negative', 'ad', 'sitelink', 'callout']))
    const campaignRow = rows[kinds.indexOf('campaign')]
    expect([campaignRow[col('Budget')], campaignRow[col('Campaign Status')]]).toStrictEqual(['35.50', 'Paused'])
    expect(rows[kinds.indexOf('ad group')][col('Ad Group Status')]).toBe('Paused')
    for (const r of rows.filter((_, i) => ['keyword', 'ad'].includes(kinds[i]))) expect(r[col('Status')]).toBe('Paused')
    expect(rows.flat()).not.toContain('Enabled')
    expect(rows[kinds.indexOf('ad')][col('Final URL')]).toBe('https://cafe.com.br/loja')
    expect(rows.filter((_, i) => kinds[i] === 'sitelink').map((r) => [r[col('Link Text')], r[col('Final URL')]])).toStrictEqual([
      ['Nossa História', 'https://cafe.com.br/historia'], ['Fale Conosco', 'https://cafe.com.br/contato'],
    ])

    // Saved: the campaign and the sitelink's page.
    const saved = await getCampaign(page, id)
    expect([saved.final_url, saved.daily_budget]).toStrictEqual(['https://cafe.com.br/loja', 35.5])
    expect(saved.assets.find((a) => a.asset_type === 'sitelinks')!.content[1]).toMatchObject({ text: 'Fale Conosco', final_url: 'https://cafe.com.br/contato' })
  })

  test('keyboard only: the UTF-8 spreadsheet and the JSON; axe finds nothing serious', async ({ page }) => {
    await newUser(page)
    const id = await createCampaign(page, { name: 'Ação Teclado', final_url: 'https://loja.com.br/acao', daily_budget: 20 })
    await attach(page, id, 'keywords', ['ação'])
    await page.goto(`/campaign/${id}`)
    await page.getByRole('button', { name: c.detail.export }).focus()
    await page.keyboard.press('Enter')
    const panel = dialog(page)
    await expect(panel.getByTestId('preflight-ok')).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toStrictEqual([])

    await panel.getByRole('radio', { name: t.panel.utf16 }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('radio', { name: t.panel.utf8 })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: t.panel.downloadJson })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('button', { name: t.panel.downloadEditor })).toBeFocused()
    const [csv] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
    expect(csv.suggestedFilename()).toBe('forjaads_google_ads_Ação_Teclado.csv')
    const text = readFileSync(await csv.path(), 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const records = parseDelimited(text.slice(1), ',')
    expect(records[0]).toStrictEqual([...GOOGLE_ADS_EDITOR_COLUMNS])
    expect(records.map(kindOf).slice(1)).toStrictEqual(['campaign', 'location', 'ad group', 'keyword'])
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('button', { name: c.detail.export })).toBeFocused() // focus back where it was

    // Escape closes the panel too, focus back on the button that opened it.
    await page.getByRole('button', { name: c.detail.exportCsv }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('button', { name: c.detail.exportCsv })).toBeFocused()

    await page.getByRole('button', { name: c.detail.export }).click()
    const [json] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: t.panel.downloadJson }).click()])
    expect(JSON.parse(readFileSync(await json.path(), 'utf8'))).toMatchObject({ campaignName: 'Ação Teclado', finalUrl: 'https://loja.com.br/acao', dailyBudget: 20 })
  })

  test('a failed save is undone: nothing half-saved, the error named', async ({ page }) => {
    await newUser(page)
    const id = await fullCampaign(page)
    await page.route('**/api/campaigns/*/assets/*', (route) => route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'busy', message: 'Servidor ocupado.' } }) })
      : route.fallback())
    const campaignPatches: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith(`/api/campaigns/${id}`)) campaignPatches.push(r.postData() ?? '')
    })
    await page.goto(`/campaign/${id}`)
    await page.getByRole('button', { name: c.detail.exportCsv }).click()
    const panel = dialog(page)
    await panel.getByLabel(t.fields.finalUrl).fill('https://cafe.com.br/loja')
    await panel.getByLabel(t.fields.dailyBudget).fill('40')
    await panel.getByLabel(t.panel.sitelinkLabel('Fale Conosco')).fill('https://cafe.com.br/contato')
    await panel.getByRole('button', { name: t.panel.saveAndDownload }).click()
    await expect(toast(page)).toContainText(t.panel.saveFailed)
    await expect(toast(page)).toContainText('Servidor ocupado.')
    await expect(panel).toBeVisible()
    // The campaign was saved, then put back when the sitelink's save failed.
    expect(campaignPatches.map((b) => JSON.parse(b))).toStrictEqual([
      { final_url: 'https://cafe.com.br/loja', daily_budget: 40 },
      { final_url: null, daily_budget: null },
    ])
    const saved = await getCampaign(page, id)
    expect([saved.final_url, saved.daily_budget]).toStrictEqual([null, null])
    await expect(panel.getByLabel(t.fields.finalUrl)).toHaveValue('https://cafe.com.br/loja') // what was typed stays
  })

  test('a long warning list shows 30 until asked for all', async ({ page }) => {
    await newUser(page)
    const id = await createCampaign(page, { name: 'Muitos avisos', final_url: 'https://loja.com.br/a', daily_budget: 10 })
    await attach(page, id, 'keywords', ['ação'])
    await attach(page, id, 'callouts', Array.from({ length: 34 }, (_, i) => `Oferta ${i + 1}!!`))
    await page.goto(`/campaign/${id}`)
    await page.getByRole('button', { name: c.detail.exportCsv }).click()
    const warnings = dialog(page).getByTestId('preflight-warnings')
    await expect(warnings.getByRole('listitem')).toHaveCount(30)
    // At least 34 (one per callout) plus 'Nenhum anúncio'; the editorial rules may find more than one each.
    const showAll = warnings.getByRole('button', { name: /^Mostrar todos \(\d+\)$/ })
    const total = Number(/\d+/.exec((await showAll.textContent()) ?? '')![0])
    expect(total).toBeGreaterThanOrEqual(35)
    expect(await showAll.textContent()).toBe(t.panel.showAll(total))
    await showAll.click()
    await expect(warnings.getByRole('listitem')).toHaveCount(total)
  })

  test('the campaign form takes the final URL and the daily budget', async ({ page }, info) => {
    await newUser(page)
    await page.goto('/saved-campaigns')
    await page.getByRole('button', { name: c.list.newCampaign }).click()
    const form = page.getByTestId('campaign-form')
    await form.getByLabel(c.form.name).fill('Com URL')
    await form.getByLabel(t.fields.finalUrl).fill('http://loja.com.br')
    await form.getByLabel(t.fields.dailyBudget).fill('0')
    await form.getByRole('button', { name: c.form.save }).click()
    await expect(form.getByText(HTTPS_URL_MESSAGE)).toBeVisible()
    await expect(form.getByText('Orçamento diário precisa ser maior que zero.')).toBeVisible()
    await form.screenshot({ path: info.outputPath('campaign-form-1280.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await form.screenshot({ path: info.outputPath('campaign-form-390.png') })
    await form.getByLabel(t.fields.finalUrl).fill('https://loja.com.br/oferta')
    await form.getByLabel(t.fields.dailyBudget).fill('25.9')
    await form.getByRole('button', { name: c.form.save }).click()
    await expect(toast(page)).toContainText(c.toasts.created)
    const res = await page.request.get('/api/campaigns')
    expect((await res.json())[0]).toMatchObject({ name: 'Com URL', final_url: 'https://loja.com.br/oferta', daily_budget: 25.9 })
  })

  for (const width of [390, 1280]) {
    test(`${width} px: the panel fits, nothing scrolls sideways, axe-clean (screenshot)`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 844 })
      await newUser(page)
      const id = await fullCampaign(page)
      await page.goto(`/campaign/${id}`)
      await page.getByRole('button', { name: c.detail.exportCsv }).click()
      const panel = dialog(page)
      await expect(panel.getByTestId('preflight-errors')).toBeVisible()
      const box = (await panel.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      if (width === 390) expect(box.height).toBeGreaterThanOrEqual(843) // a full-height sheet on a phone
      const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: info.outputPath(`export-panel-${width}.png`) })
      const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toStrictEqual([])
      await panel.getByLabel(t.fields.finalUrl).fill('https://cafe.com.br/loja')
      await panel.getByLabel(t.fields.dailyBudget).fill('30')
      await expect(panel.getByTestId('preflight-ok')).toBeVisible()
      await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight))
      await page.screenshot({ path: info.outputPath(`export-panel-${width}-ready.png`) })
    })
  }
})
