import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { conflicts as t } from '../src/web/i18n/pt-BR/conflicts'
import { importTxt, pickOption, rows } from './support/generator-helpers'
import { expect, newUser, test, toast } from './support/fixtures'

/** Creates a campaign with these lists through the API, as the signed-in user of `page`. */
async function campaignWith(page: Page, name: string, lists: Record<string, string[]>): Promise<string> {
  const res = await page.request.post('/api/campaigns', { data: { name } })
  expect(res.status(), await res.text()).toBe(201)
  const { id } = (await res.json()) as { id: string }
  for (const [asset_type, content] of Object.entries(lists)) {
    const added = await page.request.post(`/api/campaigns/${id}/assets`, { data: { asset_type, content } })
    expect(added.status(), await added.text()).toBe(201)
  }
  return id
}

async function savedList(page: Page, id: string, type: string): Promise<unknown[]> {
  const res = await page.request.get(`/api/campaigns/${id}`)
  const campaign = (await res.json()) as { assets: { asset_type: string; content: unknown[] }[] }
  return campaign.assets.find((a) => a.asset_type === type)?.content ?? []
}

async function noSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

const texts = (page: Page) => rows(page).getByTestId('result-text')
const conflictRow = (page: Page, negative: string) =>
  page.getByTestId('conflict-row').filter({ has: page.getByTestId('conflict-negative').getByText(negative, { exact: true }) })

test('the negatives screen shows which negatives block a campaign\'s keywords and fixes each', async ({ page }) => {
  await newUser(page)
  await campaignWith(page, 'Lipo Slim Brasil', {
    keywords: ['lipo slim frete grátis', '[comprar lipo slim]', '"lipo slim reclame aqui"', 'lipo slim mercado livre'],
  })
  await campaignWith(page, 'Sem palavras-chave', {})
  await page.goto('/tools/negative-keywords')
  await importTxt(page, 'negativas.txt', 'emprego\nlipo slim\nfrete\nmercado livre\n[grátis]\n')
  await expect(rows(page)).toHaveCount(5)

  await pickOption(page, t.campaignLabel, 'Sem palavras-chave')
  await expect(page.getByText(t.campaignNoKeywords)).toBeVisible()
  await pickOption(page, t.campaignLabel, 'Lipo Slim Brasil')
  const summary = page.getByTestId('conflicts-summary')
  await expect(summary).toHaveText(t.summary(3))
  await expect(page.getByTestId('conflict-negative')).toHaveText(['lipo slim', 'frete', 'mercado livre'])

  const lipo = conflictRow(page, 'lipo slim')
  await expect(lipo.getByText('bloqueia 4 palavras-chave da campanha')).toBeVisible()
  await expect(conflictRow(page, 'mercado livre').getByText('bloqueia 1 palavra-chave da campanha')).toBeVisible()
  // The blocked keywords show on expand, by keyboard too.
  await expect(lipo.getByTestId('conflict-blocked')).toBeHidden()
  await lipo.getByText('bloqueia 4 palavras-chave da campanha').focus()
  await page.keyboard.press('Enter')
  await expect(lipo.getByTestId('conflict-blocked').getByRole('listitem')).toHaveText(
    ['lipo slim frete grátis', '[comprar lipo slim]', '"lipo slim reclame aqui"', 'lipo slim mercado livre'])
  await noSeriousAxe(page)

  // 'Tornar exata': [lipo slim] blocks only the search 'lipo slim', none of the keywords.
  await lipo.getByRole('button', { name: t.makeExactLabel('lipo slim') }).click()
  await expect(toast(page)).toContainText(t.madeExactTitle)
  await expect(texts(page)).toHaveText(['emprego', '[lipo slim]', 'frete', 'mercado livre', '[grátis]'])
  await expect(summary).toHaveText(t.summary(2))
  await expect(summary).toBeFocused()

  // 'Remover' drops it from the list on screen.
  await conflictRow(page, 'frete').getByRole('button', { name: t.removeLabel('frete') }).click()
  await expect(texts(page)).toHaveText(['emprego', '[lipo slim]', 'mercado livre', '[grátis]'])
  await expect(summary).toHaveText(t.summary(1))
  await conflictRow(page, 'mercado livre').getByRole('button', { name: t.removeLabel('mercado livre') }).click()
  await expect(summary).toHaveText(t.none(4))
  await expect(page.getByTestId('conflict-row')).toHaveCount(0)
})

test('the campaign page fixes a blocking negative on the server and removes duplicate keywords', async ({ page }) => {
  await newUser(page)
  const id = await campaignWith(page, 'Lipo Slim Brasil', {
    keywords: ['lipo slim frete grátis', 'lipo slim preço', 'preço lipo slim', '[lipo slim original]'],
    negative_keywords: ['grátis', 'preço', 'emprego'],
  })
  await page.goto(`/campaign/${id}`)
  const checks = page.getByTestId('campaign-keyword-checks')
  await expect(checks.getByRole('heading', { name: t.checksTitle })).toBeVisible()
  await expect(page.getByTestId('conflicts-summary')).toHaveText(t.summary(2))
  await expect(conflictRow(page, 'grátis').getByText('bloqueia 1 palavra-chave da campanha')).toBeVisible()
  await expect(conflictRow(page, 'preço').getByText('bloqueia 2 palavras-chave da campanha')).toBeVisible()
  await expect(checks.getByTestId('duplicates-notice')).toContainText(t.duplicates.count(1))
  await noSeriousAxe(page)

  await conflictRow(page, 'grátis').getByRole('button', { name: t.makeExactLabel('grátis') }).click()
  await expect(toast(page)).toContainText(t.madeExactTitle)
  await expect(page.getByTestId('conflicts-summary')).toHaveText(t.summary(1))
  await page.reload()
  await expect(page.getByTestId('conflicts-summary')).toHaveText(t.summary(1))
  await expect(page.getByTestId('conflict-negative')).toHaveText(['preço'])
  expect(await savedList(page, id, 'negative_keywords')).toEqual(['[grátis]', 'preço', 'emprego'])

  await conflictRow(page, 'preço').getByRole('button', { name: t.removeLabel('preço') }).click()
  await expect(page.getByTestId('conflicts-summary')).toHaveText(t.none(4))
  expect(await savedList(page, id, 'negative_keywords')).toEqual(['[grátis]', 'emprego'])

  await checks.getByRole('button', { name: t.duplicates.remove }).click()
  await expect(toast(page)).toContainText(t.duplicates.removed(1))
  await expect(page.getByTestId('duplicates-notice')).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('conflicts-summary')).toHaveText(t.none(3))
  await expect(page.getByTestId('duplicates-notice')).toHaveCount(0)
  expect(await savedList(page, id, 'keywords')).toEqual(['lipo slim frete grátis', 'lipo slim preço', '[lipo slim original]'])
})

test('the keyword screen flags duplicates for Google and removes them', async ({ page }) => {
  await newUser(page)
  await page.goto('/tools/keywords')
  await importTxt(page, 'palavras.txt', 'creme barato\n[creme barato]\nbarato creme\nCreme  Barato\n"barato creme"\n')
  await expect(rows(page)).toHaveCount(5)
  const notice = page.getByTestId('duplicates-notice')
  await expect(notice).toContainText(t.duplicates.count(2))
  await notice.getByText(t.duplicates.show, { exact: true }).click()
  await expect(notice.getByRole('listitem')).toHaveText([t.duplicates.repeats('barato creme', 'creme barato'), t.duplicates.repeats('Creme  Barato', 'creme barato')])
  await noSeriousAxe(page)
  await notice.getByRole('button', { name: t.duplicates.remove }).click()
  await expect(texts(page)).toHaveText(['creme barato', '[creme barato]', '"barato creme"'])
  await expect(notice).toHaveCount(0)
})
