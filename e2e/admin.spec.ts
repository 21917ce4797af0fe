import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { admin as t } from '../src/web/i18n/pt-BR/admin'
import { ACCOUNTS, E2E_PORT } from './support/accounts'
import { applyAction, pickFilter, searchBox, signUpUser, userRow } from './support/admin-helpers'
import { expect, newUser, signInAs, test, toast, uniqueEmail } from './support/fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

async function shot(page: Page, name: string, width: number) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
}

async function noSeriousViolations(page: Page, what: string) {
  // A toast fading in or out is drawn at part of its opacity: axe would measure its contrast mid-animation.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'))
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
  expect(serious, what).toEqual([])
}

async function openAdmin(page: Page, query = '') {
  await signInAs(page, 'admin')
  await page.goto(`/admin${query}`)
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
}

for (const width of [390, 1280]) {
  test.describe(`admin panel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('search folds case and accents; the own row cannot be edited; axe clean', async ({ page }) => {
      await openAdmin(page)
      await expect(page.getByTestId('admin-count')).toHaveText(/^\d[\d.]* usuários?$/)
      await expect(page.getByTestId('live-indicator')).toContainText(t.live)
      await shot(page, 'admin', width)
      await noSeriousViolations(page, '/admin')

      await searchBox(page).fill('BASICO e2e')
      await expect(page).toHaveURL(/q=BASICO\+e2e/)
      const basic = userRow(page, ACCOUNTS.basic.email)
      await expect(basic).toBeVisible()
      await expect(basic).toContainText(ACCOUNTS.basic.name)
      await expect(basic).toContainText('Básico')
      await expect(basic).toContainText('Ativa')
      await expect(userRow(page, ACCOUNTS.admin.email)).toHaveCount(0)

      await searchBox(page).fill('nada-parecido-com-isto-xyz')
      await expect(page.getByText(t.empty)).toBeVisible()
      await expect(page.getByTestId('admin-count')).toHaveText('0 usuários')

      await searchBox(page).fill(ACCOUNTS.admin.email)
      const own = userRow(page, ACCOUNTS.admin.email)
      await expect(own).toBeVisible()
      const edit = page.getByRole('button', { name: t.editLabel(ACCOUNTS.admin.email) })
      await expect(edit).toBeDisabled()
      await expect(edit).toHaveAccessibleDescription(t.selfDisabled)
      await expect(own.locator(`[title="${t.selfDisabled}"]`)).toBeVisible()
    })

    test('each SPEC §4 action changes the row, with its confirmation, toast and history entry', async ({ page, request }) => {
      const target = await signUpUser(request, 'Alvo das Ações')
      await openAdmin(page, `?q=${encodeURIComponent(target.email)}`)
      const row = userRow(page, target.email)
      await expect(row).toContainText('Trial')
      await expect(row).toContainText('Ativa')
      await expect(row).toContainText(t.na) // no Stripe subscription

      await page.getByRole('button', { name: t.editLabel(target.email) }).click()
      const items = page.getByRole('menuitem')
      await expect(items).toHaveCount(5)
      await expect(items.nth(0)).toContainText('Trial')
      await expect(items.nth(1)).toContainText('Básico')
      await expect(items.nth(2)).toContainText('Pro')
      await expect(items.nth(3)).toContainText('Ativar')
      await expect(items.nth(4)).toContainText('Inativar')
      await page.keyboard.press('Escape')

      // Cancel changes nothing.
      await page.getByRole('button', { name: t.editLabel(target.email) }).click()
      await page.getByRole('menuitem', { name: /^Básico/ }).click()
      await expect(page.getByRole('alertdialog')).toContainText('Plano: Trial → Básico')
      await shot(page, 'admin-confirm', width)
      await noSeriousViolations(page, 'confirmation')
      await page.getByRole('button', { name: t.confirm.cancel }).click()
      await expect(row).toContainText('Trial')

      await applyAction(page, target.email, 'basic', ['Plano: Trial → Básico', 'Fim do teste:'])
      await expect(row).toContainText('Básico')
      await expect(row).not.toContainText('Trial')

      await applyAction(page, target.email, 'pro', ['Plano: Básico → Pro'])
      await expect(row).toContainText('Pro')

      await applyAction(page, target.email, 'deactivate', ['Status: Ativa → Inativa'])
      await expect(row).toContainText('Inativa')

      await applyAction(page, target.email, 'activate', ['Status: Inativa → Ativa'])
      await expect(row).toContainText('Ativa')
      await expect(row).not.toContainText('Inativa')

      await applyAction(page, target.email, 'trial', ['Plano: Pro → Trial', 'Fim do teste: N/A →'])
      await expect(row).toContainText('Trial')
      await expect(row).toContainText(/\d\d\/\d\d\/\d{4}.*\d\d\/\d\d\/\d{4}/)

      if (SHOTS) await expect(toast(page)).toBeHidden({ timeout: 10_000 })
      await page.getByRole('button', { name: t.historyLabel(target.email) }).click()
      const sheet = page.getByRole('dialog', { name: t.audit.title })
      await expect(sheet).toBeVisible()
      const entries = sheet.getByTestId('audit-entries').locator(':scope > li')
      await expect(entries).toHaveCount(5)
      await expect(entries.first()).toContainText(t.audit.actions.trial)
      await expect(entries.first()).toContainText(`${t.audit.by} ${ACCOUNTS.admin.email}`)
      await expect(entries.first()).toContainText('Plano: Pro → Trial')
      await expect(entries.last()).toContainText(t.audit.actions.basic)
      await expect(entries.last()).toContainText('Plano: Trial → Básico')
      await shot(page, 'admin-history', width)
      await noSeriousViolations(page, 'history drawer')
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()
    })

    test('plan and status filters combine with the search and survive a reload', async ({ page, request }) => {
      const tag = `filtro${Date.now()}`
      const basic = await signUpUser(request, `Filtro Básico ${tag}`, tag)
      const off = await signUpUser(request, `Filtro Inativo ${tag}`, tag)
      await openAdmin(page)
      await searchBox(page).fill(tag)
      await expect(page.getByTestId('admin-count')).toHaveText('2 usuários')
      await applyAction(page, basic.email, 'basic', ['Plano: Trial → Básico'])
      await applyAction(page, off.email, 'deactivate', ['Status: Ativa → Inativa'])

      await pickFilter(page, t.planFilter, 'Básico')
      await expect(userRow(page, basic.email)).toBeVisible()
      await expect(userRow(page, off.email)).toHaveCount(0)
      await expect(page.getByTestId('admin-count')).toHaveText('1 usuário')

      await pickFilter(page, t.statusFilter, 'Inativos')
      await expect(page.getByText(t.empty)).toBeVisible()

      // A trial put to inactive is no longer trialing: its plan shows as Pro (SPEC §4 "Displayed plan").
      await pickFilter(page, t.planFilter, 'Trial')
      await expect(page.getByText(t.empty)).toBeVisible()
      await pickFilter(page, t.planFilter, 'Pro')
      await expect(userRow(page, off.email)).toBeVisible()
      await expect(userRow(page, off.email)).toContainText('Inativa')
      await expect(userRow(page, basic.email)).toHaveCount(0)
      await expect(page).toHaveURL(/plan=pro/)
      await expect(page).toHaveURL(/status=inactive/)

      await page.reload()
      await expect(searchBox(page)).toHaveValue(tag)
      await expect(page.getByRole('combobox', { name: t.planFilter })).toHaveText('Pro')
      await expect(page.getByRole('combobox', { name: t.statusFilter })).toHaveText('Inativos')
      await expect(userRow(page, off.email)).toBeVisible()
      await expect(userRow(page, basic.email)).toHaveCount(0)

      await pickFilter(page, t.statusFilter, 'Ativos')
      await pickFilter(page, t.planFilter, 'Todos')
      await expect(userRow(page, basic.email)).toBeVisible()
      await expect(userRow(page, off.email)).toHaveCount(0)

      await page.getByRole('button', { name: t.clearFilters }).click()
      await expect(searchBox(page)).toHaveValue('')
      await expect(page).toHaveURL(/\/admin$/)
    })

    test('a sign-up in another browser appears in the list without a reload', async ({ page, browser }) => {
      const tag = `aovivo${Date.now()}`
      await openAdmin(page, `?q=${tag}`)
      await expect(page.getByText(t.empty)).toBeVisible()
      await expect(page.getByTestId('live-indicator')).toContainText(t.live)

      const other = await browser.newContext()
      const visitor = await other.newPage()
      const email = uniqueEmail(tag)
      await visitor.goto('/register')
      await visitor.getByLabel('Nome completo').fill('Pessoa Ao Vivo')
      await visitor.getByLabel('E-mail').fill(email)
      await visitor.getByLabel('Senha', { exact: true }).fill('segredo1')
      await visitor.getByLabel('Confirmar senha').fill('segredo1')
      await visitor.getByRole('button', { name: 'Criar conta' }).click()
      await expect(toast(visitor)).toContainText('Cadastro realizado com sucesso!')
      await other.close()

      const row = userRow(page, email)
      await expect(row).toBeVisible()
      await expect(row).toContainText('Pessoa Ao Vivo')
      await expect(page.getByTestId('admin-count')).toHaveText('1 usuário')
    })

    test('a non-admin going to /admin is sent to /dashboard', async ({ page }) => {
      await newUser(page)
      await page.goto('/admin')
      await expect(page).toHaveURL(/\/dashboard$/)
      const res = await page.request.get('/api/admin/users')
      expect(res.status()).toBe(403)
    })
  })
}

test.describe('admin panel: paging, errors and reconnecting', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("'Carregar mais' brings the next page by cursor", async ({ page, request }) => {
    const tag = `pagina${Date.now()}`
    const made = []
    for (const n of [1, 2, 3]) made.push(await signUpUser(request, `Página ${n}`, tag))
    // Two rows a page, so three users take two pages.
    await page.route('**/api/admin/users?*', (route) => route.continue({ url: `${route.request().url()}&limit=2` }))
    await openAdmin(page, `?q=${tag}`)
    await expect(page.getByTestId('admin-count')).toHaveText('3 usuários')
    await expect(page.locator('[data-user-email]')).toHaveCount(2)
    // Newest first: the last sign-up leads.
    await expect(page.locator('[data-user-email]').first()).toHaveAttribute('data-user-email', made[2].email)
    await page.getByRole('button', { name: t.loadMore }).click()
    await expect(page.locator('[data-user-email]')).toHaveCount(3)
    await expect(page.locator('[data-user-email]').last()).toHaveAttribute('data-user-email', made[0].email)
    await expect(page.getByRole('button', { name: t.loadMore })).toHaveCount(0)
  })

  test("errors show 'Erro ao buscar usuários' and 'Erro ao atualizar usuário' with the server's message", async ({ page, request }) => {
    const target = await signUpUser(request, 'Alvo do Erro')
    await openAdmin(page, `?q=${encodeURIComponent(target.email)}`)
    await expect(userRow(page, target.email)).toBeVisible()

    await page.route('**/api/admin/users/*', (route) => route.request().method() === 'PATCH'
      ? route.fulfill({ status: 403, json: { error: { code: 'forbidden', message: 'Acesso restrito ao administrador.' } } })
      : route.continue())
    await page.getByRole('button', { name: t.editLabel(target.email) }).click()
    await page.getByRole('menuitem', { name: /^Pro/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: t.confirm.confirm }).click()
    await expect(toast(page)).toContainText(t.toasts.updateFailed)
    await expect(toast(page)).toContainText('Acesso restrito ao administrador.')
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await page.getByRole('button', { name: t.confirm.cancel }).click()
    await expect(userRow(page, target.email)).toContainText('Trial')

    await page.route('**/api/admin/users?*', (route) =>
      route.fulfill({ status: 422, json: { error: { code: 'invalid', message: 'Filtro de plano inválido.' } } }))
    await page.reload()
    await expect(toast(page)).toContainText(t.toasts.fetchFailed)
    await expect(toast(page)).toContainText('Filtro de plano inválido.')
    await expect(page.getByRole('alert').filter({ hasText: t.toasts.fetchFailed })).toBeVisible()
  })

  test("while the change stream is down it says 'reconectando…'; back up, it refetches what it missed", async ({ page, request }) => {
    const tag = `queda${Date.now()}`
    await page.route('**/api/admin/events', (route) => route.abort())
    await openAdmin(page, `?q=${tag}`)
    await expect(page.getByText(t.empty)).toBeVisible()
    await expect(page.getByTestId('live-indicator')).toContainText(t.reconnecting)

    const missed = await signUpUser(request, 'Perdida na Queda', tag)
    await page.waitForTimeout(1_000)
    await expect(userRow(page, missed.email)).toHaveCount(0)

    await page.unroute('**/api/admin/events')
    await expect(page.getByTestId('live-indicator')).toContainText(t.live, { timeout: 15_000 })
    await expect(userRow(page, missed.email)).toBeVisible()
  })
})

test.describe('admin panel: keyboard and live history', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an action is applied with the keyboard alone', async ({ page, request }) => {
    const target = await signUpUser(request, 'Alvo do Teclado')
    await openAdmin(page, `?q=${encodeURIComponent(target.email)}`)
    const edit = page.getByRole('button', { name: t.editLabel(target.email) })
    await edit.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('End')
    await expect(page.getByRole('menuitem', { name: /^Inativar/ })).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Status: Ativa → Inativa')
    await expect(dialog.getByRole('button', { name: t.confirm.cancel })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: t.confirm.confirm })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast(page)).toContainText(t.toasts.updated)
    await expect(userRow(page, target.email)).toContainText('Inativa')
  })

  test('an open history and the row follow a change made elsewhere, without a reload', async ({ page, request }) => {
    const target = await signUpUser(request, 'Alvo de Outra Aba')
    await openAdmin(page, `?q=${encodeURIComponent(target.email)}`)
    await expect(page.getByTestId('live-indicator')).toContainText(t.live)
    await page.getByRole('button', { name: t.historyLabel(target.email) }).click()
    const sheet = page.getByRole('dialog', { name: t.audit.title })
    await expect(sheet).toContainText(t.audit.empty)

    // The same admin in another tab: its PATCH reaches this page only through the change stream.
    const id = await page.evaluate(async (email) => {
      const res = await fetch(`/api/admin/users?q=${encodeURIComponent(email)}`)
      return ((await res.json()) as { users: { id: string }[] }).users[0].id
    }, target.email)
    const res = await page.request.patch(`/api/admin/users/${id}`, { data: { action: 'pro' }, headers: { origin: `http://localhost:${E2E_PORT}` } })
    expect(res.status(), await res.text()).toBe(200)

    await expect(sheet.getByTestId('audit-entries').locator(':scope > li')).toHaveCount(1)
    await expect(sheet).toContainText('Plano: Trial → Pro')
    await page.keyboard.press('Escape')
    await expect(userRow(page, target.email)).toContainText('Pro')
    await expect(userRow(page, target.email)).not.toContainText('Trial')
  })
})
