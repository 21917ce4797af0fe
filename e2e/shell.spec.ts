import { expect, newUser, test } from './support/fixtures'

test.describe('signed-in shell', () => {
  test('sidebar collapses to 80 px with instant tooltips and expands to 256 px', async ({ page }) => {
    await newUser(page, 'Carla Mendes')
    await page.goto('/dashboard')
    const sidebar = page.getByTestId('sidebar')
    await expect(sidebar.getByTestId('sidebar-user')).toContainText('Carla Mendes')
    expect((await sidebar.boundingBox())!.width).toBe(256)

    await page.getByRole('button', { name: 'Recolher menu' }).click()
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(80)
    await sidebar.getByRole('link', { name: 'Ferramentas' }).hover()
    await expect(page.getByRole('tooltip')).toContainText('Ferramentas')

    await page.getByRole('button', { name: 'Expandir menu' }).click()
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256)
  })

  test('tool sub-items show under /tools', async ({ page }) => {
    await newUser(page)
    await page.goto('/dashboard')
    const sidebar = page.getByTestId('sidebar')
    await expect(sidebar.getByRole('link', { name: 'Palavras Negativas' })).toHaveCount(0)
    await sidebar.getByRole('link', { name: 'Ferramentas' }).click()
    await expect(page).toHaveURL(/\/tools$/)
    for (const name of ['Palavras-chave', 'Palavras Negativas', 'Títulos', 'Descrições', 'Sitelinks', 'Frases de Destaque', 'Promoções', 'Configurações']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
    }
  })

  test('Sair signs out and protected pages send to /login again', async ({ page }) => {
    await newUser(page)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('on a phone the sidebar is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await newUser(page, 'Paula Celular')
    await page.goto('/dashboard')
    await expect(page.getByTestId('sidebar')).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toContainText('Paula Celular')
    await drawer.getByRole('link', { name: 'Campanhas Salvas' }).click()
    await expect(page).toHaveURL(/\/saved-campaigns$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
