import { expect, newUser, test } from './support/fixtures'
import { countText, rows } from './support/generator-helpers'

test('keyword mixer: count first, every combination in column order, sem acento, match types, flags invalid ones', async ({ page }) => {
  await newUser(page)
  await page.goto('/tools/keywords')
  await page.getByRole('tab', { name: 'Misturador' }).click()
  const generate = page.getByRole('button', { name: /^Gerar até/ })
  await expect(generate).toBeDisabled() // fewer than 2 columns
  await page.getByRole('textbox', { name: 'Coluna 1', exact: true }).fill('comprar\npreço')
  await page.getByRole('textbox', { name: 'Coluna 2', exact: true }).fill('colágeno\nwhey!')
  await expect(page.getByTestId('mix-total')).toHaveText('4')
  await page.getByLabel('Incluir variações sem acento').click()
  await page.getByLabel('Exata').click()
  await expect(page.getByTestId('mix-total')).toHaveText('14') // (4 + 3 accented) × 2 types
  await generate.click()
  await expect(countText(page)).toHaveText('14')
  await expect(rows(page).nth(0)).toContainText('comprar colágeno')
  await expect(rows(page).nth(1)).toContainText('[comprar colágeno]')
  await expect(rows(page).nth(2)).toContainText('comprar colageno')
  // 'whey!' has a symbol Google refuses: flagged, not dropped
  const flagged = rows(page).filter({ hasText: 'comprar whey!' }).first()
  await expect(flagged.getByTestId('editorial-warning')).toHaveAttribute('aria-label', /Símbolo não aceito pelo Google: !/)

  // A million combinations: counted at once, generated up to the visible cap
  await page.getByRole('button', { name: 'Adicionar coluna' }).click()
  const words = (p: string) => Array.from({ length: 100 }, (_, i) => `${p}${i}`).join('\n')
  await page.getByRole('textbox', { name: 'Coluna 1', exact: true }).fill(words('a'))
  await page.getByRole('textbox', { name: 'Coluna 2', exact: true }).fill(words('b'))
  await page.getByRole('textbox', { name: 'Coluna 3', exact: true }).fill(words('c'))
  await page.getByLabel('Incluir variações sem acento').click()
  await page.getByLabel('Exata').click()
  await expect(page.getByTestId('mix-total')).toHaveText('1.000.000')
  await expect(page.getByText('Apenas as primeiras 50.000 serão geradas.')).toBeVisible()
  await page.getByRole('button', { name: 'Gerar até 50.000' }).click()
  await expect(countText(page)).toHaveText('50.000')
  expect(await rows(page).count()).toBeLessThan(200)
})

test('a corrupted template store falls back to the defaults and still generates', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('keyword_templates_v2', 'not json')
    localStorage.setItem('keyword_template_lists_v1', '{"broken":')
    localStorage.setItem('title_templates_v1', '42')
    localStorage.setItem('saved_lists_keywords_v1', '[{"id":1}]')
  })
  await newUser(page)
  await page.goto('/tools/keywords')
  await page.getByLabel('Nome do produto').fill('Colágeno')
  await page.getByRole('combobox', { name: 'Etapa do funil' }).click()
  await page.getByRole('option', { name: 'Fundo de funil' }).click()
  await page.getByRole('button', { name: 'Gerar', exact: true }).click()
  await expect(rows(page).first()).toContainText('Colágeno')
  await page.goto('/tools/titles')
  await page.getByLabel('Nome do produto').fill('Colágeno')
  await page.getByRole('button', { name: 'Gerar', exact: true }).click()
  await expect(rows(page).first()).toBeVisible()
})

test('keyword screen: gear leads to the advanced settings; over-limit counters turn red with a warning', async ({ page }) => {
  await newUser(page)
  await page.goto('/tools/titles')
  await page.getByRole('button', { name: 'Adicionar manualmente' }).click()
  await page.getByRole('dialog').getByRole('textbox').fill('Título GRÁTIS com OFERTA!')
  await page.getByRole('dialog').getByRole('button', { name: 'Adicionar', exact: true }).click()
  const warning = rows(page).first().getByTestId('editorial-warning')
  await expect(warning).toHaveAttribute('aria-label', /maiúsculas: GRÁTIS, OFERTA/)
  await warning.focus()
  await expect(page.getByRole('tooltip')).toContainText('Título não pode ter "!"')

  await page.goto('/tools/keywords')
  await page.getByRole('button', { name: 'Adicionar manualmente' }).click()
  await page.getByRole('dialog').getByRole('textbox').fill('palavra '.repeat(12).trim())
  await page.getByRole('dialog').getByRole('button', { name: 'Adicionar', exact: true }).click()
  await expect(rows(page).first().locator('[data-over]')).toHaveText('95/80')
  await expect(rows(page).first().locator('[data-over]')).toHaveClass(/text-destructive/)
  await page.getByRole('link', { name: 'Configurações avançadas' }).click()
  await expect(page).toHaveURL(/\/tools\/settings$/)
})
