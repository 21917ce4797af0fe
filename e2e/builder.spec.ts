import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { builderAds } from '../src/web/i18n/pt-BR/builder-ads'
import { builder as t } from '../src/web/i18n/pt-BR/builder'
import { campaigns as c } from '../src/web/i18n/pt-BR/campaigns'
import { plans } from '../src/web/i18n/pt-BR/plans'
import { parseDelimited } from './support/delimited'
import { expect, newUser, signInAs, test } from './support/fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function noSeriousViolations(page: Page, where: string) {
  // A toast fading in or out is drawn at part of its opacity: axe would measure its contrast mid-animation.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'))
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`), where).toEqual([])
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** On a generator screen: the product's list, generated and saved to the campaign through the screen's menu. */
async function saveGenerated(page: Page, campaign: string) {
  await page.getByRole('button', { name: 'Gerar', exact: true }).click()
  await expect(page.getByTestId('result-row').first()).toBeVisible()
  await page.getByRole('button', { name: c.saveMenu.button }).click()
  await page.getByRole('menuitem', { name: campaign }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toContainText(c.saveMenu.saved)
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' }).catch(() => undefined)
}

/** On /tools/keywords: a list for the product at one funnel stage, saved to the campaign. */
async function generateAndSave(page: Page, product: string, stage: string, match: string, campaign: string) {
  await page.getByLabel('Nome do produto').fill(product)
  await pick(page, 'Etapa do funil', stage)
  await pick(page, 'Tipo de correspondência', match)
  await saveGenerated(page, campaign)
}

/** On a text generator (/tools/titles, …): the product's list saved to the campaign. */
async function generateTextsAndSave(page: Page, path: string, product: string, campaign: string) {
  await page.goto(path)
  await page.getByLabel('Nome do produto').fill(product)
  await saveGenerated(page, campaign)
}

async function attach(page: Page, id: string, asset_type: string, content: unknown[]) {
  const res = await page.request.post(`/api/campaigns/${id}/assets`, { data: { asset_type, content } })
  expect(res.status(), await res.text()).toBe(201)
}

const status = (page: Page) => page.getByTestId('save-status')
const stepButton = (page: Page, name: string) => page.getByRole('navigation', { name: t.steps.label }).getByRole('button', { name: new RegExp(name) })
const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: `${n}. ${t.steps.names[n - 1]}` })


const PRODUCT = 'Café Relâmpago'

/** A new user's campaign made in the builder, with two generated keyword lists (middle and bottom of the funnel) and ad texts. */
async function campaignFromGenerators(page: Page): Promise<string> {
  await newUser(page)
  await page.goto('/campaign-builder')
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
  await expect(page.getByText(t.picker.choose)).toBeVisible()
  await page.getByRole('button', { name: t.picker.newCampaign }).click()
  const dialog = page.getByRole('dialog', { name: t.newCampaign.title })
  await dialog.getByRole('button', { name: t.newCampaign.create }).click()
  await expect(dialog.getByText('Nome da campanha é obrigatório')).toBeVisible()
  await dialog.getByLabel(t.newCampaign.name).fill(PRODUCT)
  await dialog.getByRole('button', { name: t.newCampaign.create }).click()
  await expect(page).toHaveURL(/\/campaign-builder\?campaign=[0-9a-f-]+$/)
  const id = new URL(page.url()).searchParams.get('campaign')!
  await expect(page.getByTestId('start-plan')).toBeVisible()

  await page.goto('/tools/keywords')
  await generateAndSave(page, PRODUCT, 'Meio de funil', 'Ampla', PRODUCT)
  await generateAndSave(page, PRODUCT, 'Fundo de funil', 'Exata', PRODUCT)
  for (const path of ['/tools/titles', '/tools/descriptions', '/tools/sitelinks', '/tools/callouts']) await generateTextsAndSave(page, path, PRODUCT, PRODUCT)
  return id
}

test.describe('campaign builder', () => {
  test('from generated keywords to an Editor file with two ad groups and a pinned headline; reload keeps the plan; axe clean', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    const id = await campaignFromGenerators(page)

    await page.goto('/campaign-builder')
    await pick(page, t.picker.label, PRODUCT)
    await expect(page).toHaveURL(new RegExp(`campaign=${id}$`))
    await page.getByRole('radio', { name: t.start.funnel }).check()
    await page.getByRole('button', { name: t.start.create }).click()
    await expect(status(page)).toHaveText(t.save.saved)
    await expect(stepButton(page, t.steps.names[0])).toHaveAttribute('aria-current', 'step')
    await noSeriousViolations(page, 'step 1')
    await shot(page, 'builder-1-settings-1280')

    // 1. Configurações: budget and page; a bad address is not saved and says why.
    await page.getByLabel(t.settings.budget).fill('35,50')
    await page.getByLabel(t.settings.finalUrl, { exact: true }).fill('cafe.com.br')
    await expect(status(page)).toContainText('Não salvo: URL final não é um endereço válido')
    await page.getByLabel(t.settings.finalUrl, { exact: true }).fill('https://cafe.com.br/loja')
    await page.getByRole('button', { name: t.settings.utm }).click()
    await expect(page.getByLabel(t.settings.suffix)).toHaveValue('utm_source=google&utm_medium=cpc&utm_campaign=cafe-relampago')
    await expect(page.getByTestId('plan-locations')).toContainText('Brasil')
    await expect(page.getByTestId('plan-locations')).toContainText('ID 2076')
    await expect(status(page)).toHaveText(t.save.saved)

    // 2. Grupos de anúncios: 'Próximo' moves focus to the step's heading; groups by funnel, replacing the first ones.
    await page.getByRole('button', { name: t.steps.next }).click()
    await expect(stepHeading(page, 2)).toBeFocused()
    await page.getByRole('radio', { name: t.groups.byFunnel }).check()
    await page.getByRole('button', { name: t.groups.create, exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: t.groups.replaceConfirm }).click()
    const groups = page.getByTestId('group-list').getByRole('listitem')
    await expect(groups).toHaveCount(2)
    await expect(groups.nth(0)).toContainText('Meio de funil')
    await expect(groups.nth(1)).toContainText('Fundo de funil')
    await page.getByLabel(t.groups.crossTitle).click()
    await expect(page.getByTestId('cross-negatives').getByRole('listitem').first()).toBeVisible()
    await noSeriousViolations(page, 'step 2')
    await shot(page, 'builder-2-groups-1280')

    // 3. Anúncios (the other steps' screen): pin the first headline of the first group to position 1.
    await stepButton(page, t.steps.names[2]).click()
    await expect(stepHeading(page, 3)).toBeFocused()
    await pick(page, builderAds.texts.headlines.pin(1), 'Posição 1')
    await expect(status(page)).toHaveText(t.save.saved)
    // An error shows next to its field (the plan's checks, off the screen's thread) and goes once fixed.
    const path1 = page.getByLabel(builderAds.ads.path(1), { exact: true }).first()
    const path2 = page.getByLabel(builderAds.ads.path(2), { exact: true }).first()
    await path2.fill('kit')
    const kept = await path1.inputValue()
    await path1.fill('')
    const pathError = page.getByText('Grupo 1, anúncio 1: o caminho 2 só vale com o caminho 1 preenchido.')
    await expect(pathError.first()).toBeVisible()
    await path1.fill(kept || 'cafe')
    await expect(pathError).toHaveCount(0)
    await expect(status(page)).toHaveText(t.save.saved)
    // The campaign's titles to pick from (mounted when opened): unpicking one takes it out of the ad, picking puts it back.
    const headlineFields = page.getByTestId('ads-step').getByLabel(/^Título \d+$/)
    const before = await headlineFields.count()
    const picker = page.getByTestId('ads-step').locator('details').filter({ hasText: builderAds.texts.headlines.pick }).first()
    await expect(picker.getByRole('checkbox')).toHaveCount(0)
    await picker.locator('summary').click()
    const pickedBox = picker.getByRole('checkbox', { checked: true }).last() // not the pinned first headline
    const pickedId = await pickedBox.getAttribute('id')
    await pickedBox.click()
    await expect(headlineFields).toHaveCount(before - 1)
    await expect(picker.locator(`[id="${pickedId}"]`)).not.toBeChecked()
    await picker.locator(`[id="${pickedId}"]`).click()
    await expect(headlineFields).toHaveCount(before)
    await expect(status(page)).toHaveText(t.save.saved)
    await noSeriousViolations(page, 'step 3')
    await shot(page, 'builder-3-ads-1280')

    // 4. Extensões: the generated sitelinks get their own pages; the generated callouts are in.
    await stepButton(page, t.steps.names[3]).click()
    await expect(stepHeading(page, 4)).toBeVisible()
    const sitelinkPages = ['https://cafe.com.br/contato', 'https://cafe.com.br/entrega']
    for (const [i, url] of sitelinkPages.entries()) await page.getByLabel(builderAds.ext.sitelinkUrl(i + 1), { exact: true }).fill(url)
    await expect(status(page)).toHaveText(t.save.saved)
    await noSeriousViolations(page, 'step 4')
    await shot(page, 'builder-4-extensions-1280')

    // 5. Revisão: no error; the Editor file (UTF-16) parses back with both groups and the pin.
    await stepButton(page, t.steps.names[4]).click()
    await expect(page.getByTestId('review-ok')).toBeVisible()
    await expect(page.getByTestId('count-groups')).toHaveText('2')
    await expect(page.getByTestId('count-ads')).toHaveText('2')
    await noSeriousViolations(page, 'step 5')
    await shot(page, 'builder-5-review-1280')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.review.editorUtf16 }).click()])
    const bytes = readFileSync((await download.path())!)
    expect([...bytes.subarray(0, 2)]).toStrictEqual([0xff, 0xfe])
    const [header, ...rows] = parseDelimited(new TextDecoder('utf-16le').decode(bytes), '\t')
    const col = (name: string) => header.indexOf(name)
    expect(col('Headline 1 position')).toBeGreaterThan(0)
    const groupRows = rows.filter((r) => r[col('Ad Group Status')])
    expect(groupRows.map((r) => r[col('Ad Group')])).toStrictEqual(['Meio de funil', 'Fundo de funil'])
    const ads = rows.filter((r) => r[col('Ad type')])
    expect(ads).toHaveLength(2)
    expect(ads.map((r) => r[col('Headline 1 position')])).toStrictEqual(['1', ''])
    const sitelinks = rows.filter((r) => r[col('Link Text')])
    expect(sitelinks.map((r) => r[col('Final URL')])).toStrictEqual(sitelinkPages)
    expect(rows.filter((r) => r[col('Callout text')]).length).toBeGreaterThanOrEqual(2)
    const campaignRow = rows.find((r) => r[col('Campaign Type')])!
    expect(campaignRow[col('Budget')]).toBe('35.50')
    expect(campaignRow[col('Final URL suffix')]).toBe('utm_source=google&utm_medium=cpc&utm_campaign=cafe-relampago')

    // The plan (JSON) downloads as the screen holds it.
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.review.json }).click()])
    expect(json.suggestedFilename()).toBe('cafe-relampago-plano.json')
    const fromFile = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { ad_groups: { ads: { headlines: { pin: number | null }[] }[] }[] }
    expect(fromFile.ad_groups[0].ads[0].headlines[0].pin).toBe(1)

    // Reload: the same campaign, 'Salvo', the same plan as the server's.
    const saved = await (await page.request.get(`/api/campaigns/${id}/plan`)).json() as { plan: { settings: { daily_budget: number; final_url: string } } }
    expect(saved.plan.settings).toMatchObject({ daily_budget: 35.5, final_url: 'https://cafe.com.br/loja', cross_negatives: true })
    await page.reload()
    await expect(status(page)).toHaveText(t.save.saved)
    await expect(page.getByLabel(t.settings.budget)).toHaveValue('35,5')
    await expect(page.getByLabel(t.settings.finalUrl, { exact: true })).toHaveValue('https://cafe.com.br/loja')
    await stepButton(page, t.steps.names[1]).click()
    await expect(page.getByTestId('group-list').getByRole('listitem')).toHaveCount(2)
  })

  test('at 390 px: steps stacked, no sideways scroll, keyboard alone moves between steps; problems counted on the steps', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await newUser(page)
    const res = await page.request.post('/api/campaigns', { data: { name: 'Lipo Slim' } })
    const { id } = await res.json() as { id: string }
    await attach(page, id, 'keywords', ['lipo slim', '"lipo slim preço"', '[comprar lipo slim]', 'lipo slim funciona'])
    await page.goto(`/campaign-builder?campaign=${id}`)
    await page.getByRole('radio', { name: t.start.theme }).check()
    await page.getByRole('button', { name: t.start.create }).click()
    await expect(status(page)).toHaveText(t.save.saved)

    const boxes = await page.getByTestId('builder-stepper').getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))
    expect(boxes).toStrictEqual([...boxes].sort((a, b) => a - b))
    expect(new Set(boxes).size).toBe(5)
    // No URL nor budget yet: the first step counts them; no ad: the groups' ads are counted on step 3.
    await expect(stepButton(page, t.steps.names[0])).toHaveAccessibleName(`1 ${t.steps.names[0]} (2 problemas)`)
    await expect(page.getByTestId('step-problems-1')).toHaveText('2')
    await expect(page.getByTestId('step-problems-3')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, 'builder-1-settings-390')

    // Keyboard only: 'Próximo' by Enter, focus on each heading.
    for (let n = 2; n <= 5; n++) {
      await page.getByRole('button', { name: t.steps.next }).focus()
      await page.keyboard.press('Enter')
      await expect(stepHeading(page, n)).toBeFocused()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `step ${n}`).toBeLessThanOrEqual(390)
      await shot(page, `builder-${n}-390`)
    }
    await noSeriousViolations(page, 'review at 390')
    await expect(page.getByTestId('review-errors')).toContainText('Falta o orçamento diário (R$) da campanha.')
    await expect(page.getByRole('button', { name: t.review.editorUtf16 })).toBeDisabled()
    await page.getByRole('button', { name: `Ir para ${t.steps.names[0]}` }).first().click()
    await expect(stepHeading(page, 1)).toBeFocused()
  })

  test('two tabs: the stale one is told and keeps its version or takes the newer one', async ({ page, context }) => {
    await newUser(page)
    const { id } = await (await page.request.post('/api/campaigns', { data: { name: 'Duas Abas' } })).json() as { id: string }
    await page.goto(`/campaign-builder?campaign=${id}`)
    await page.getByRole('button', { name: t.start.create }).click()
    await expect(status(page)).toHaveText(t.save.saved)

    const other = await context.newPage()
    await other.goto(`/campaign-builder?campaign=${id}`)
    await other.getByLabel(t.settings.budget).fill('50')
    await expect(status(other)).toHaveText(t.save.saved)

    await page.getByLabel(t.settings.budget).fill('20')
    const dialog = page.getByRole('alertdialog', { name: t.save.conflict.title })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: t.save.conflict.keepMine }).click()
    await expect(status(page)).toHaveText(t.save.saved)
    let saved = await (await page.request.get(`/api/campaigns/${id}/plan`)).json() as { plan: { settings: { daily_budget: number } } }
    expect(saved.plan.settings.daily_budget).toBe(20)

    await other.getByLabel(t.settings.budget).fill('60')
    await other.getByRole('alertdialog', { name: t.save.conflict.title }).getByRole('button', { name: t.save.conflict.useNewer }).click()
    await expect(other.getByLabel(t.settings.budget)).toHaveValue('20')
    await expect(status(other)).toHaveText(t.save.saved)
    saved = await (await page.request.get(`/api/campaigns/${id}/plan`)).json() as typeof saved
    expect(saved.plan.settings.daily_budget).toBe(20)
  })

  test('a Básico user sees the locked builder with Ver Planos', async ({ page }) => {
    await signInAs(page, 'basic')
    await page.goto('/campaign-builder')
    const locked = page.getByTestId('locked-tool')
    await expect(locked.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(locked.getByRole('link', { name: plans.seePlans })).toHaveAttribute('href', '/pricing')
    await expect(page.getByTestId('campaign-picker')).toHaveCount(0)
    await noSeriousViolations(page, 'locked')
  })
})
