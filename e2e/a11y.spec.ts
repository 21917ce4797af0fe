import AxeBuilder from '@axe-core/playwright'
import { expect, newUser, test } from './support/fixtures'

/** axe on every screen a user meets: no serious or critical violation, narrow and wide. */
const VISITOR = ['/login', '/register', '/forgot-password', '/update-password?token=x']
const SIGNED_IN = ['/dashboard', '/saved-campaigns', '/tools', '/tools/keywords', '/tools/negative-keywords', '/tools/sitelinks', '/tools/promotions', '/tools/settings', '/pricing']

async function scan(page: import('@playwright/test').Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
  expect(serious, `${path}`).toEqual([])
}

for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('visitor screens', async ({ page }) => {
      for (const path of VISITOR) await scan(page, path)
    })

    test('signed-in screens', async ({ page }) => {
      await newUser(page)
      const res = await page.request.post('/api/campaigns', { data: { name: 'Campanha Acessível' } })
      const { id } = (await res.json()) as { id: string }
      for (const path of [...SIGNED_IN, `/campaign/${id}`]) await scan(page, path)
    })
  })
}
