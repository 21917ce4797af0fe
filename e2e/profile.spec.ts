import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { profile as t } from '../src/web/i18n/pt-BR/profile'
import { E2E_PORT } from './support/accounts'
import { expect, newUser, signInAs, test, toast, waitForMail } from './support/fixtures'

/** The sidebar's user block: beside the page from 768 px, in the menu drawer on phones. */
async function sidebarUser(page: Page) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 768
  if (!wide) await page.getByRole('button', { name: 'Abrir menu' }).click()
  return page.getByTestId('sidebar-user').filter({ visible: true })
}

for (const width of [390, 1280]) {
  test.describe(`profile at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('saving the profile renames the sidebar at once; a bad phone is refused', async ({ page }) => {
      await newUser(page, 'Nome Antigo')
      await page.goto('/profile')
      await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible()
      await expect(page.getByTestId('trial-status')).toContainText(t.trial.trialing)
      await expect(page.getByTestId('trial-status')).toContainText('3 dias restantes')
      await page.screenshot({ path: test.info().outputPath(`profile-${width}.png`), fullPage: true })

      await page.getByLabel(t.personal.phone).fill('12345')
      await page.getByRole('button', { name: t.personal.save }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'telefone brasileiro' })).toBeVisible()

      await page.getByLabel(t.personal.name).fill('Joana Prado')
      await page.getByLabel(t.personal.phone).fill('+55 11 98765 4321')
      await page.getByRole('button', { name: t.personal.save }).click()
      await expect(toast(page)).toContainText(t.personal.saved)
      await expect(page.getByLabel(t.personal.phone)).toHaveValue('(11) 98765-4321')
      await expect(await sidebarUser(page)).toContainText('Joana Prado')
    })

    test('the reset e-mail goes to the user from the profile', async ({ page }) => {
      const { email } = await newUser(page)
      await page.goto('/profile')
      await page.getByRole('button', { name: t.security.resetButton }).click()
      await expect(toast(page)).toContainText(t.security.sent)
      const mail = await waitForMail(email, 15_000, /Redefina sua senha/)
      expect(mail.text).toMatch(/reset-password\//)
    })

    test('download my data: the JSON file has the profile and the campaigns', async ({ page }) => {
      await newUser(page, 'Dona dos Dados')
      const res = await page.request.post('/api/campaigns', { data: { name: 'Campanha Exportada' }, headers: { origin: `http://localhost:${E2E_PORT}` } })
      expect(res.status(), await res.text()).toBe(201)
      await page.goto('/profile')
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: t.danger.exportButton }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe('meus-dados-forjaads.json')
      const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as { profile: { nome_completo: string }; campaigns: { name: string }[] }
      expect(data.profile.nome_completo).toBe('Dona dos Dados')
      expect(data.campaigns.map((c) => c.name)).toEqual(['Campanha Exportada'])
    })

    test('delete my account: typed EXCLUIR, landed on /login, and signing in fails', async ({ page }) => {
      const { email, password } = await newUser(page)
      await page.goto('/profile')
      await page.getByRole('button', { name: t.danger.deleteButton }).click()
      const dialog = page.getByRole('dialog', { name: t.deleteDialog.title })
      await expect(dialog).toContainText(t.deleteDialog.losses[1])
      await page.screenshot({ path: test.info().outputPath(`profile-delete-${width}.png`) })
      const submit = dialog.getByRole('button', { name: t.deleteDialog.submit })
      await dialog.getByLabel(t.deleteDialog.password, { exact: true }).fill('senha-errada')
      await dialog.getByLabel(t.deleteDialog.confirm).fill('excluir')
      await expect(submit).toBeDisabled()
      await dialog.getByLabel(t.deleteDialog.confirm).fill('EXCLUIR')
      await submit.click()
      await expect(toast(page)).toContainText('Senha incorreta.')
      await dialog.getByLabel(t.deleteDialog.password, { exact: true }).fill(password)
      await submit.click()
      await expect(page).toHaveURL(/\/login$/)
      await expect(toast(page)).toContainText(t.deleteDialog.done)
      const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } })
      expect(res.status()).toBe(401)
    })
  })
}

test('the admin is told the admin account cannot be deleted here', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/profile')
  await expect(page.getByTestId('admin-delete-blocked')).toContainText(t.danger.adminBlocked)
  await expect(page.getByRole('button', { name: t.danger.deleteButton })).toHaveCount(0)
})

test('a paying user sees the plan and the status instead of the trial', async ({ page }) => {
  await signInAs(page, 'subscriber')
  await page.goto('/profile')
  const status = page.getByTestId('trial-status')
  await expect(status).toContainText(t.trial.plan)
  await expect(status).toContainText('Pro')
  await expect(status).toContainText('Ativa')
  await expect(status).not.toContainText(t.trial.trialing)
})
