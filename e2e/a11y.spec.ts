import AxeBuilder from '@axe-core/playwright'
import { expect, newUser, test } from './support/fixtures'

/** axe on every screen a user meets: no serious or critical violation, narrow and wide; one test a screen. */
const VISITOR = ['/login', '/register', '/forgot-password', '/update-password?token=x']
const SIGNED_IN = ['/dashboard', '/saved-campaigns', '/tools', '/tools/keywords', '/tools/negative-keywords', '/tools/sitelinks', '/tools/promotions', '/tools/settings', '/pricing', '/profile', '/campaign/:id']

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

    for (const path of VISITOR) {
      test(`visitor screen ${path}`, async ({ page }) => scan(page, path))
    }

    for (const path of SIGNED_IN) {
      test(`signed-in screen ${path}`, async ({ page }) => {
        await newUser(page)
        if (path.includes(':id')) {
          const res = await page.request.post('/api/campaigns', { data: { name: 'Campanha Acessível' } })
          expect(res.status()).toBe(201)
          const { id } = (await res.json()) as { id: string }
          return scan(page, path.replace(':id', id))
        }
        return scan(page, path)
      })
    }
  })
}
