/**
 * "Send what the screen shows": the saved campaigns screen gets summaries (no items), the campaign
 * page gets its items from GET /api/campaigns/:id, and the save-to-campaign menu only the names.
 */
import type { Page, Request } from '@playwright/test'
import { campaigns as t } from '../src/web/i18n/pt-BR/campaigns'
import { expect, newUser, test } from './support/fixtures'

async function campaignWithKeywords(page: Page, name: string, keywords: string[]): Promise<string> {
  const res = await page.request.post('/api/campaigns', { data: { name } })
  expect(res.status(), await res.text()).toBe(201)
  const { id } = (await res.json()) as { id: string }
  const added = await page.request.post(`/api/campaigns/${id}/assets`, { data: { asset_type: 'keywords', content: keywords, name: 'Cafés' } })
  expect(added.status(), await added.text()).toBe(201)
  return id
}

/** The campaign reads the page makes (path only), in order. */
function campaignReads(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname
    if (r.method() === 'GET' && path.startsWith('/api/campaigns')) paths.push(path)
  })
  return paths
}

test('the list has no items; the campaign page shows the items it fetched from /api/campaigns/:id', async ({ page }) => {
  await newUser(page)
  const keywords = ['café especial', '[café gourmet]', '"café em grãos"']
  const id = await campaignWithKeywords(page, 'Café Especial', keywords)
  const reads = campaignReads(page)

  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/campaigns')
  await page.goto('/saved-campaigns')
  const list = await (await listed).text()
  expect(list).not.toContain('café gourmet')
  expect(JSON.parse(list)).toMatchObject([{ id, name: 'Café Especial', assets: [{ asset_type: 'keywords', name: 'Cafés', count: 3 }] }])

  const fetched = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/campaigns/${id}`)
  await page.getByTestId('campaign-card').getByRole('link', { name: t.card.open }).click()
  const full = (await (await fetched).json()) as { assets: { content: string[] }[] }
  expect(full.assets[0].content).toEqual(keywords)
  const asset = page.getByTestId('asset-card')
  await expect(asset.getByRole('listitem')).toHaveText(keywords)
  await expect(asset).toContainText(t.detail.itemCount(3))

  // Opened straight from its address, the page reads that campaign alone.
  reads.length = 0
  await page.reload()
  await expect(asset.getByRole('listitem')).toHaveText(keywords)
  expect(reads).toEqual([`/api/campaigns/${id}`])
})

test('the keyword screen\'s save-to-campaign menu reads only the names', async ({ page }) => {
  await newUser(page)
  await campaignWithKeywords(page, 'Café Especial', ['café especial'])
  const reads = campaignReads(page)
  const names = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/campaigns/names')
  await page.goto('/tools/keywords')
  expect(await (await names).json()).toEqual([{ id: expect.any(String), name: 'Café Especial' }])
  await expect(page.getByRole('button', { name: t.saveMenu.button }).first()).toBeVisible()
  expect(reads).toEqual(['/api/campaigns/names'])
})
