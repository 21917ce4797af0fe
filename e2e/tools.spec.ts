import { tools as t } from '../src/web/i18n/pt-BR/tools'
import { expect, newUser, test } from './support/fixtures'

const CARDS: [keyof typeof t.items, string, boolean][] = [
  ['keywords', '/tools/keywords', false],
  ['sitelinks', '/tools/sitelinks', false],
  ['negativeKeywords', '/tools/negative-keywords', true],
  ['titles', '/tools/titles', true],
  ['descriptions', '/tools/descriptions', true],
  ['callouts', '/tools/callouts', true],
  ['promotions', '/tools/promotions', true],
  ['settings', '/tools/settings', true],
  ['campaignBuilder', '/campaign-builder', true],
]

test.describe('tools catalogue', () => {
  test('banner with the plan and prices, every card with its badge and link', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools')
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByTestId('current-plan')).toContainText('Teste')
    await expect(page.getByTestId('plan-Básico')).toContainText('R$ 19,90/mês')
    await expect(page.getByTestId('plan-Pro')).toContainText('R$ 49,90/mês')
    await expect(page.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/pricing')

    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(CARDS.length)
    for (const [id, route, pro] of CARDS) {
      const card = page.getByRole('article', { name: t.items[id].title })
      await expect(card).toContainText(t.items[id].description)
      await expect(card.getByRole('listitem')).toHaveCount(t.items[id].features.length)
      await expect(card.getByText('PRO', { exact: true })).toHaveCount(pro ? 1 : 0)
      await expect(card.getByRole('link', { name: 'Acessar ferramenta' })).toHaveAttribute('href', route)
    }
    await expect(page.getByRole('article', { name: t.items.settings.title })).toContainText('Backup e restauração')
  })

  test('a card link opens its tool', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools')
    await page.getByRole('article', { name: 'Configurações Avançadas' }).getByRole('link', { name: 'Acessar ferramenta' }).click()
    await expect(page).toHaveURL(/\/tools\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações Avançadas' })).toBeVisible()
  })

  test('the campaign builder card opens the builder (decision 014: no longer "Em breve")', async ({ page }) => {
    await newUser(page)
    await page.goto('/tools')
    const card = page.getByRole('article', { name: 'Construtor de Campanhas' })
    await expect(card.getByText('Em breve', { exact: true })).toHaveCount(0)
    await card.getByRole('link', { name: 'Acessar ferramenta' }).click()
    await expect(page).toHaveURL(/\/campaign-builder$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Construtor de Campanhas' })).toBeVisible()
  })

  test('on a phone the cards stack in one column without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await newUser(page)
    await page.goto('/tools')
    await expect(page.getByRole('article')).toHaveCount(CARDS.length)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
