/** Helpers of the admin panel spec: accounts made for one test, the row of a user, one action applied. */
import type { APIRequestContext, Page } from '@playwright/test'
import { admin as t } from '../../src/web/i18n/pt-BR/admin'
import type { AdminAction } from '../../src/shared/admin'
import { E2E_PORT, PASSWORD } from './accounts'
import { expect, toast, uniqueEmail } from './fixtures'

/** Signs a new account up through the API on its own request context (the admin's cookies stay put). */
export async function signUpUser(request: APIRequestContext, name: string, tag = 'admin-alvo') {
  const email = uniqueEmail(tag)
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name },
    headers: { origin: `http://localhost:${E2E_PORT}` },
  })
  expect(res.status(), await res.text()).toBe(200)
  return { email, name }
}

/** The row (table) or card (phone) of one user. */
export const userRow = (page: Page, email: string) => page.locator(`[data-user-email="${email}"]`)

/** Search box of /admin. */
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: t.search })

/** Opens 'Editar' of a row, picks the action, checks the confirmation's lines, confirms and waits for the toast. */
export async function applyAction(page: Page, email: string, action: AdminAction, expectedLines: string[]) {
  await page.getByRole('button', { name: t.editLabel(email) }).click()
  await page.getByRole('menuitem', { name: new RegExp(`^${t.actions[action]}`) }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  for (const l of expectedLines) await expect(dialog).toContainText(l)
  await dialog.getByRole('button', { name: t.confirm.confirm }).click()
  await expect(toast(page)).toContainText(t.toasts.updated)
  await expect(dialog).toBeHidden()
}

/** Picks a value of one of the toolbar's selects ('Plano' or 'Status'). */
export async function pickFilter(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}
