import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { GOOGLE_ADS_EDITOR_COLUMNS } from '../src/core/campaigns/google-ads-editor-csv'
import { campaigns as t } from '../src/web/i18n/pt-BR/campaigns'
import { exportTexts } from '../src/web/i18n/pt-BR/export'
import { settings } from '../src/web/i18n/pt-BR/settings'
import { expect, newUser, signInAs, test, toast, uniqueEmail } from './support/fixtures'

type Created = { id: string; name: string }

/** Creates a campaign through the API, as the signed-in user of `page`. */
async function createCampaign(page: Page, body: Record<string, unknown>): Promise<Created> {
  const res = await page.request.post('/api/campaigns', { data: body })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as Created
}

async function attach(page: Page, id: string, asset_type: string, content: unknown[]) {
  const res = await page.request.post(`/api/campaigns/${id}/assets`, { data: { asset_type, content } })
  expect(res.status(), await res.text()).toBe(201)
}

const cards = (page: Page) => page.getByTestId('campaign-card')
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
const brToday = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date())

async function noHorizontalScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
  expect(scroll).toBeLessThanOrEqual(client)
}

test.describe('saved campaigns', () => {
  test('create, edit, search, filter, sort and delete', async ({ page }) => {
    await newUser(page)
    await page.goto('/saved-campaigns')
    await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible()
    await expect(page.getByText(t.list.empty)).toBeVisible()

    // One form at a time: the button hides while it is open.
    await page.getByRole('button', { name: t.list.newCampaign }).click()
    await expect(page.getByRole('button', { name: t.list.newCampaign })).toBeHidden()
    const form = page.getByTestId('campaign-form')
    await expect(form.getByLabel(t.form.date)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)

    // A blank name (spaces only) is ignored and marked invalid.
    await form.getByLabel(t.form.name).fill('   ')
    await form.getByRole('button', { name: t.form.save }).click()
    await expect(form.getByLabel(t.form.name)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Nome da campanha é obrigatório')).toBeVisible()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)

    await form.getByLabel(t.form.name).fill('  Promoção Verão  ')
    await form.getByLabel(t.form.notes).fill('Foco em público feminino 30+')
    await form.getByLabel(t.form.platform).fill('Hotmart')
    await form.getByLabel(t.form.niche).fill('Saúde')
    await form.getByLabel(t.form.country).fill('Brasil')
    await form.getByLabel(t.form.commission).fill('12.5')
    await form.getByLabel(t.form.productPrice).fill('97')
    await form.getByRole('button', { name: t.form.save }).click()
    await expect(toast(page)).toContainText(t.toasts.created)
    await expect(form).toBeHidden()
    await expect(page.getByRole('button', { name: t.list.newCampaign })).toBeVisible()

    const verao = card(page, 'Promoção Verão')
    await expect(verao).toContainText(brToday())
    await expect(verao).toContainText('Saúde')
    await expect(verao).toContainText('Brasil')
    await expect(verao).toContainText('Hotmart')
    await expect(verao).toContainText('Foco em público feminino 30+')

    await createCampaign(page, { name: 'Antiga', niche: 'Finanças', country: 'Portugal', created_at: '2024-01-10T12:00:00.000Z' })
    await createCampaign(page, { name: 'Meio', notes: 'lista de teste', niche: 'Saúde', country: 'Portugal', platform: 'Eduzz', created_at: '2025-06-01T12:00:00.000Z' })
    await page.reload()
    const antiga = card(page, 'Antiga')
    await expect(antiga).toContainText('10/01/2024')
    await expect(antiga.locator('dd').nth(2)).toHaveText(t.card.none)
    await expect(antiga).toContainText(t.card.noNotes)

    // Sort: recent first by default, then oldest first.
    await expect(cards(page).getByRole('heading')).toHaveText(['Promoção Verão', 'Meio', 'Antiga'])
    await page.getByRole('button', { name: new RegExp(t.list.sortRecent) }).click()
    await expect(cards(page).getByRole('heading')).toHaveText(['Antiga', 'Meio', 'Promoção Verão'])
    await expect(page.getByRole('button', { name: new RegExp(t.list.sortOldest) })).toBeVisible()

    // Search: name or notes, ignoring case and accents.
    const search = page.getByRole('searchbox', { name: t.list.search })
    await search.fill('PROMOCAO')
    await expect(cards(page).getByRole('heading')).toHaveText(['Promoção Verão'])
    await search.fill('feminino')
    await expect(cards(page).getByRole('heading')).toHaveText(['Promoção Verão'])
    await search.fill('nada disso')
    await expect(page.getByText(t.list.empty)).toBeVisible()
    await search.fill('')

    // Filters: the options are the values present.
    await page.getByRole('button', { name: t.list.filters }).click()
    const country = page.getByRole('group', { name: t.list.country })
    await expect(country.getByRole('menuitemcheckbox')).toHaveText([t.list.all, 'Brasil', 'Portugal'])
    await country.getByRole('menuitemcheckbox', { name: 'Portugal' }).click()
    await page.getByRole('group', { name: t.list.niche }).getByRole('menuitemcheckbox', { name: 'Saúde' }).click()
    await page.keyboard.press('Escape')
    await expect(cards(page).getByRole('heading')).toHaveText(['Meio'])
    await page.getByRole('button', { name: t.list.filtersActive(2) }).click()
    await page.getByRole('menuitem', { name: t.list.clearFilters }).click()
    await expect(cards(page)).toHaveCount(3)
    await page.getByRole('button', { name: t.list.filters }).click()
    await page.getByRole('group', { name: t.list.platform }).getByRole('menuitemcheckbox', { name: 'Eduzz' }).click()
    await page.keyboard.press('Escape')
    await expect(cards(page).getByRole('heading')).toHaveText(['Meio'])
    await page.getByRole('button', { name: t.list.filtersActive(1) }).click()
    await page.getByRole('group', { name: t.list.platform }).getByRole('menuitemcheckbox', { name: t.list.all }).click()
    await page.keyboard.press('Escape')
    await expect(cards(page)).toHaveCount(3)

    // Edit: the same form, prefilled.
    await verao.getByRole('button', { name: t.card.edit }).click()
    await expect(form.getByRole('heading', { name: t.form.editTitle })).toBeVisible()
    await expect(page.getByRole('button', { name: t.list.newCampaign })).toBeHidden()
    await expect(form.getByLabel(t.form.name)).toHaveValue('Promoção Verão')
    await expect(form.getByLabel(t.form.commission)).toHaveValue('12.5')
    await expect(form.getByLabel(t.form.productPrice)).toHaveValue('97')
    await form.getByLabel(t.form.name).fill('Promoção Inverno')
    await form.getByLabel(t.form.platform).fill('')
    await form.getByRole('button', { name: t.form.save }).click()
    await expect(toast(page)).toContainText(t.toasts.updated)
    await expect(form).toBeHidden()
    const inverno = card(page, 'Promoção Inverno')
    await expect(inverno.locator('dd').nth(2)).toHaveText(t.card.none)
    await expect(inverno).toContainText(brToday()) // the date was left alone

    // Delete asks first; Cancel keeps the campaign.
    await antiga.getByRole('button', { name: t.card.delete }).click()
    const dialog = page.getByRole('alertdialog', { name: t.confirmDelete.title })
    await expect(dialog).toContainText(t.confirmDelete.description)
    await dialog.getByRole('button', { name: t.confirmDelete.cancel }).click()
    await expect(dialog).toBeHidden()
    await expect(antiga).toBeVisible()
    await antiga.getByRole('button', { name: t.card.delete }).click()
    await dialog.getByRole('button', { name: t.confirmDelete.confirm }).click()
    await expect(toast(page)).toContainText(t.toasts.deleted)
    await expect(toast(page)).toHaveAttribute('data-type', 'error')
    await expect(antiga).toBeHidden()
    await expect(cards(page)).toHaveCount(2)
    await page.reload()
    await expect(cards(page)).toHaveCount(2)
  })

  test('a failed save shows the server message and keeps what was typed', async ({ page }) => {
    await newUser(page)
    await page.goto('/saved-campaigns')
    await page.route('**/api/campaigns', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Servidor em manutenção.' } } })
        : route.fallback(),
    )
    await page.getByRole('button', { name: t.list.newCampaign }).click()
    const form = page.getByTestId('campaign-form')
    await form.getByLabel(t.form.name).fill('Não perca')
    await form.getByLabel(t.form.notes).fill('anotação importante')
    await form.getByLabel(t.form.commission).pressSequentially('abc') // non-numeric: the field stays empty (null)
    await expect(form.getByLabel(t.form.commission)).toHaveValue('')
    await form.getByRole('button', { name: t.form.save }).click()
    await expect(toast(page)).toContainText(t.toasts.createFailed)
    await expect(toast(page)).toContainText('Servidor em manutenção.')
    await expect(toast(page)).toHaveAttribute('data-type', 'error')
    await expect(form.getByLabel(t.form.name)).toHaveValue('Não perca')
    await expect(form.getByLabel(t.form.notes)).toHaveValue('anotação importante')

    // Once the server is back, the same form saves.
    await page.unroute('**/api/campaigns')
    await form.getByRole('button', { name: t.form.save }).click()
    await expect(toast(page)).toContainText(t.toasts.created)
    await expect(card(page, 'Não perca')).toBeVisible()
  })
})

test.describe('campaign detail', () => {
  test('assets: preview, copy, export JSON and CSV, delete', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await newUser(page)
    const c = await createCampaign(page, { name: 'Creatina Max', notes: 'Campanha de teste\nsegunda linha', final_url: 'https://creatina.com.br/max', daily_budget: 20 })
    const keywords = ['creatina', '[creatina pura]', '"creatina em pó"', 'comprar creatina', 'creatina preço', 'melhor creatina', 'creatina max']
    await attach(page, c.id, 'keywords', keywords)
    await attach(page, c.id, 'sitelinks', [
      { text: 'Comprar agora', desc1: 'Frete grátis', desc2: 'Entrega rápida' },
      { text: 'Depoimentos', desc1: 'Clientes reais', desc2: '' },
    ])

    await page.goto('/saved-campaigns')
    await card(page, 'Creatina Max').getByRole('link', { name: t.card.open }).click()
    await expect(page).toHaveURL(new RegExp(`/campaign/${c.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Creatina Max' })).toBeVisible()
    await expect(page.getByTestId('campaign-detail-notes')).toHaveText('Campanha de teste\nsegunda linha')

    const assets = page.getByTestId('asset-card')
    await expect(assets).toHaveCount(2)
    const kw = assets.filter({ hasText: 'Palavras-chave' })
    await expect(kw).toContainText(t.detail.itemCount(7))
    await expect(kw.getByRole('listitem')).toHaveText(keywords.slice(0, 5))
    await expect(kw).toContainText(t.detail.more(2))
    await expect(kw).not.toContainText('melhor creatina')
    const sl = assets.filter({ hasText: 'Sitelinks' })
    await expect(sl).toContainText(t.detail.itemCount(2))
    await expect(sl).not.toContainText('... e mais')

    await kw.getByRole('button', { name: t.detail.copy }).click()
    await expect(toast(page)).toContainText(t.toasts.copied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keywords.join('\n'))
    await sl.getByRole('button', { name: t.detail.copy }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Comprar agora; Frete grátis; Entrega rápida\nDepoimentos; Clientes reais; ',
    )

    // Export JSON (every export opens the pre-flight panel; e2e/export.spec.ts covers it).
    await page.getByRole('button', { name: t.detail.export }).click()
    const panel = page.getByRole('dialog', { name: exportTexts.panel.title })
    const [json] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: exportTexts.panel.downloadJson }).click()])
    expect(json.suggestedFilename()).toBe('forjaads_campaign_Creatina_Max.json')
    const exported = JSON.parse(readFileSync(await json.path(), 'utf8'))
    expect(exported).toMatchObject({
      campaignName: 'Creatina Max',
      notes: 'Campanha de teste\nsegunda linha',
      assets: [
        { type: 'keywords', content: keywords },
        { type: 'sitelinks', content: [{ text: 'Comprar agora', desc1: 'Frete grátis', desc2: 'Entrega rápida' }, { text: 'Depoimentos', desc1: 'Clientes reais', desc2: '' }] },
      ],
    })
    expect(Date.parse(exported.createdAt)).not.toBeNaN()
    await expect(toast(page)).toContainText(t.toasts.exported)

    // Export for Google Ads Editor.
    await page.getByRole('button', { name: t.detail.exportCsv }).click()
    await panel.getByRole('radio', { name: exportTexts.panel.utf8 }).check()
    const [csv] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: exportTexts.panel.downloadEditor }).click()])
    expect(csv.suggestedFilename()).toBe('forjaads_google_ads_Creatina_Max.csv')
    const text = readFileSync(await csv.path(), 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toBe(GOOGLE_ADS_EDITOR_COLUMNS.join(','))
    expect(lines.some((l) => l.startsWith('Creatina Max,') && l.includes(',Exact,,creatina pura,') && l.endsWith(',Paused'))).toBe(true)
    expect(text).not.toContain('Comprar agora') // a sitelink without its own page is left out

    // Delete an asset (after confirming), then the other.
    await sl.getByRole('button', { name: t.detail.deleteAsset }).click()
    const dialog = page.getByRole('alertdialog', { name: t.detail.confirmDeleteAsset.title })
    await dialog.getByRole('button', { name: t.detail.confirmDeleteAsset.confirm }).click()
    await expect(toast(page)).toContainText(t.toasts.itemDeleted)
    await expect(assets).toHaveCount(1)
    await kw.getByRole('button', { name: t.detail.deleteAsset }).click()
    await dialog.getByRole('button', { name: t.detail.confirmDeleteAsset.confirm }).click()
    await expect(page.getByText(t.detail.noAssets)).toBeVisible()
    await page.reload()
    await expect(page.getByText(t.detail.noAssets)).toBeVisible()

    await page.getByRole('button', { name: t.detail.back }).click()
    await expect(page).toHaveURL(/\/saved-campaigns$/)
  })

  test("another user's campaign id, or an unknown one, goes back to /saved-campaigns", async ({ page, browser }) => {
    await newUser(page)
    const mine = await createCampaign(page, { name: 'Só minha' })

    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await newUser(otherPage)
    await otherPage.goto(`/campaign/${mine.id}`)
    await expect(otherPage).toHaveURL(/\/saved-campaigns$/)
    await expect(otherPage.getByText(t.list.empty)).toBeVisible()
    await other.close()

    await page.goto('/campaign/nao-existe')
    await expect(page).toHaveURL(/\/saved-campaigns$/)
    await expect(card(page, 'Só minha')).toBeVisible()
  })
})

test('390 px: cards stack, buttons wrap, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await newUser(page)
  const long = 'Campanha com um nome bem comprido para testar a quebra de linha no celular'
  const c = await createCampaign(page, { name: long, notes: 'Anotação '.repeat(40), niche: 'Emagrecimento feminino acima dos 40', country: 'Brasil', platform: 'Hotmart' })
  await createCampaign(page, { name: 'Segunda' })
  await attach(page, c.id, 'descriptions', Array.from({ length: 8 }, (_, i) => `Descrição número ${i + 1} com texto suficiente para quebrar a linha no celular`))

  await page.goto('/saved-campaigns')
  await expect(cards(page)).toHaveCount(2)
  const [first, second] = [await cards(page).nth(0).boundingBox(), await cards(page).nth(1).boundingBox()]
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1) // stacked
  await noHorizontalScroll(page)
  await page.getByRole('button', { name: t.list.newCampaign }).click()
  await expect(page.getByTestId('campaign-form')).toBeVisible()
  await noHorizontalScroll(page)
  await page.getByRole('button', { name: t.form.cancel }).click()

  await card(page, long).getByRole('link', { name: t.card.open }).click()
  await expect(page.getByTestId('asset-card')).toContainText(t.detail.more(3))
  await expect(page.getByRole('button', { name: t.detail.exportCsv })).toBeVisible()
  await noHorizontalScroll(page)
})

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** On /tools/keywords: generates for a product (middle of the funnel), in one match type. */
async function generateKeywords(page: Page, product: string, match = 'Ampla') {
  await page.getByLabel('Nome do produto').fill(product)
  await pick(page, 'Etapa do funil', 'Meio de funil')
  await pick(page, 'Tipo de correspondência', match)
  await page.getByRole('button', { name: 'Gerar', exact: true }).click()
  await expect(page.getByTestId('result-row').first()).toBeVisible()
}

async function saveToCampaign(page: Page, campaign: string) {
  await page.getByRole('button', { name: t.saveMenu.button }).click()
  await page.getByRole('menuitem', { name: campaign }).click()
}

const storeList = (page: Page, tool: string, list: { id: string; name: string; keywords: string[] }) =>
  page.evaluate(([key, value]) => localStorage.setItem(key, value), [`saved_lists_${tool}_v1`, JSON.stringify([list])] as const)

test.describe('lists saved from the generators', () => {
  test('two keyword lists in one campaign: their names, match types and times tell them apart', async ({ page }) => {
    await newUser(page)
    const c = await createCampaign(page, { name: 'Duas Listas' })
    await page.goto('/tools/keywords')
    await storeList(page, 'keywords', { id: '1700000000000', name: 'Lista mista', keywords: ['[creatina pura]', 'creatina', 'comprar creatina'] })

    // One generated for a product, in exact match: named after the product.
    await generateKeywords(page, '  Whey Turbo ', 'Exata')
    await saveToCampaign(page, 'Duas Listas')
    await expect(toast(page)).toContainText(t.saveMenu.saved)
    // One loaded from the locally saved lists: named after it.
    await page.reload()
    await page.getByTestId('saved-list').getByRole('button', { name: 'Carregar' }).click()
    await saveToCampaign(page, 'Duas Listas')
    await expect(toast(page)).toContainText(t.saveMenu.savedBody('palavras-chave', 'Duas Listas'))

    await page.goto(`/campaign/${c.id}`)
    const assets = page.getByTestId('asset-card')
    await expect(assets).toHaveCount(2)
    await expect(assets.getByRole('heading')).toHaveText(['Palavras-chave', 'Palavras-chave'])
    await expect(assets.getByTestId('asset-name')).toHaveText(['Whey Turbo', 'Lista mista'])
    await expect(assets.getByTestId('asset-match-types')).toHaveText([`${t.detail.matchLabel} Exata`, `${t.detail.matchLabel} 1 exata · 2 amplas`])
    for (const i of [0, 1]) await expect(assets.nth(i).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)
    await expect(assets.nth(0).locator('time')).toContainText(brToday())
    await expect(page.getByRole('article', { name: 'Palavras-chave Lista mista' })).toBeVisible() // screen readers too
    await expect(page.getByRole('button', { name: t.detail.copyLabel('Palavras-chave "Whey Turbo"') })).toBeVisible()
  })

  test('with the automation on, saving keywords attaches the chosen negative list to the same campaign', async ({ page }) => {
    const p = settings.preferences
    await newUser(page)
    const c = await createCampaign(page, { name: 'Com Negativas' })
    await page.goto('/tools/settings')
    await storeList(page, 'negative_keywords', { id: '1700000000001', name: 'Negativas de sempre', keywords: ['grátis', 'download', 'pdf'] })
    await page.reload()
    await page.getByRole('tab', { name: settings.tabs.preferences }).click()
    await expect(page.getByRole('switch', { name: p.attachNegatives })).not.toBeChecked() // off by default
    await page.getByRole('switch', { name: p.attachNegatives }).click()
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page)).toContainText(p.chooseList) // on, but no list chosen: not saved
    await expect(page.getByRole('combobox', { name: p.negativeList })).toHaveAttribute('aria-invalid', 'true')
    await pick(page, p.negativeList, 'Negativas de sempre')
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page)).toContainText(p.saved)

    await page.goto('/tools/keywords')
    await generateKeywords(page, 'Colágeno')
    await saveToCampaign(page, 'Com Negativas')
    await expect(toast(page)).toContainText(t.saveMenu.savedWithNegatives('Com Negativas', 'Negativas de sempre'))

    await page.goto(`/campaign/${c.id}`)
    const assets = page.getByTestId('asset-card')
    await expect(assets).toHaveCount(2)
    await expect(assets.getByRole('heading')).toHaveText(['Palavras-chave', 'Palavras-chave negativas'])
    await expect(assets.getByTestId('asset-name')).toHaveText(['Colágeno', 'Negativas de sempre'])
    await expect(assets.nth(1)).toContainText(t.detail.itemCount(3))
    await expect(assets.nth(1).getByRole('listitem')).toHaveText(['grátis', 'download', 'pdf'])
  })

  test('on Básico (no negatives in the plan) the keywords are saved and the toast says why the negatives were not', async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signInAs(page, 'basic')
    const name = `Básico ${uniqueEmail('c')}`
    const c = await createCampaign(page, { name })
    await page.goto('/tools/keywords')
    await storeList(page, 'negative_keywords', { id: '1700000000002', name: 'Negativas antigas', keywords: ['grátis'] })
    await page.evaluate(() => localStorage.setItem('preferences_v1', JSON.stringify({ attachNegatives: true, attachNegativesListId: '1700000000002' }))) // chosen while Pro
    await page.reload()
    await generateKeywords(page, 'Colágeno')
    await saveToCampaign(page, name)
    await expect(toast(page).locator('[data-title]')).toHaveText(t.saveMenu.negativesNotAttached)
    await expect(toast(page).locator('[data-description]')).toContainText('"Negativas antigas" não foi anexada: Seu plano Básico não inclui')

    await page.goto(`/campaign/${c.id}`)
    await expect(page.getByTestId('asset-card').getByRole('heading')).toHaveText(['Palavras-chave'])
    await page.request.delete(`/api/campaigns/${c.id}`)
    await context.close()
  })
})

