import { execFileSync } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { auth } from '../src/web/i18n/pt-BR/common'
import { twoFactor as t } from '../src/web/i18n/pt-BR/two-factor'
import { E2E_PORT } from './support/accounts'
import { expect, newUser, test, toast } from './support/fixtures'

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` }

/**
 * The TOTP code of `secret` (base32, as the page shows it) computed by Debian's oathtool, as a phone's
 * authenticator would: `step` 0 is now, 1 the next 30-second step (a code is accepted once, so a later
 * sign-in uses the next step's code, within the server's ±1 window).
 */
const totp = (secret: string, step = 0) =>
  execFileSync('oathtool', ['--totp', '-b', '-N', `@${Math.floor(Date.now() / 1000) + 30 * step}`, secret], { encoding: 'utf8' }).trim()

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0')

async function openProfile(page: Page) {
  await page.goto('/profile')
  const toggle = page.getByRole('switch', { name: t.switchLabel })
  await expect(toggle).toBeEnabled()
  return toggle
}

/** Types the password into the confirmation dialog. */
async function confirmPassword(page: Page, password: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t.password.label, { exact: true }).fill(password)
  await dialog.getByRole('button', { name: t.password.submit }).click()
}

async function signInOnScreen(page: Page, email: string, password: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel(auth.email).fill(email)
  await page.getByLabel(auth.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: auth.login.submit }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible()
}

/** Switches 2FA on through the API (enable → verify with the current code); answers the secret and backup codes. */
async function enableByApi(page: Page, password: string) {
  const res = await page.request.post('/api/auth/two-factor/enable', { data: { password }, headers: ORIGIN })
  expect(res.status(), await res.text()).toBe(200)
  const { totpURI, backupCodes } = (await res.json()) as { totpURI: string; backupCodes: string[] }
  const secret = new URL(totpURI).searchParams.get('secret')!
  const ok = await page.request.post('/api/auth/two-factor/verify-totp', { data: { code: totp(secret) }, headers: ORIGIN })
  expect(ok.status(), await ok.text()).toBe(200)
  return { secret, backupCodes }
}

/**
 * Signs in from the page with e-mail and password (a fetch of the page, whose connection the browser
 * manages): true when that alone opens a session, false when the code step is asked.
 */
async function passwordAlone(page: Page, email: string, password: string) {
  await page.context().clearCookies()
  return page.evaluate(async (body) => {
    const res = await fetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const data = (await res.json()) as { twoFactorRedirect?: boolean }
    return res.status === 200 && !data.twoFactorRedirect
  }, JSON.stringify({ email, password }))
}

test.describe('two-factor authentication', () => {
  test('on through the dialog with a code from the secret shown, then sign-in asks for the code', async ({ page }) => {
    const user = await newUser(page)
    const toggle = await openProfile(page)
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.click()
    await confirmPassword(page, user.password)

    const dialog = page.getByRole('dialog', { name: t.enrol.title })
    await expect(dialog.getByRole('img', { name: t.enrol.qrAlt })).toBeVisible()
    const secret = (await dialog.getByTestId('two-factor-secret').getAttribute('data-secret'))!
    expect(secret).toMatch(/^[A-Z2-7]+=*$/)
    await expect(dialog.getByTestId('two-factor-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '))

    const code = dialog.getByLabel(t.enrol.code)
    const verify = dialog.getByRole('button', { name: t.enrol.verify })
    await code.fill('12345')
    await expect(verify).toBeDisabled()
    const right = totp(secret)
    await code.fill(wrongCode(right))
    await verify.click()
    await expect(toast(page)).toContainText(t.toasts.invalidCode)
    await code.fill(right)
    await verify.click()
    await expect(toast(page)).toContainText(t.toasts.enabled)

    const backup = page.getByRole('dialog', { name: t.backup.title })
    await expect(backup.getByTestId('backup-code')).toHaveCount(10)
    const download = page.waitForEvent('download')
    await backup.getByRole('button', { name: t.backup.download }).click()
    expect((await download).suggestedFilename()).toBe(t.backup.fileName)
    await backup.getByRole('button', { name: t.backup.done }).click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')

    // Signing in now stops at the code step: a wrong code keeps the user there, the next step's code goes on.
    await signInOnScreen(page, user.email, user.password)
    await page.getByLabel(t.signIn.code).fill(wrongCode(totp(secret, 1)))
    await page.getByRole('button', { name: t.signIn.submit }).click()
    await expect(page.getByRole('alert').filter({ hasText: t.toasts.invalidCode })).toBeVisible()
    await expect(page.getByLabel(t.signIn.code)).toHaveValue('')
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel(t.signIn.code).fill(totp(secret, 1))
    await page.getByRole('button', { name: t.signIn.submit }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a backup code signs in once, and 2FA goes off with the password', async ({ page }) => {
    const user = await newUser(page)
    const { backupCodes } = await enableByApi(page, user.password)
    expect(backupCodes).toHaveLength(10)

    await signInOnScreen(page, user.email, user.password)
    await page.getByRole('button', { name: t.signIn.useBackup }).click()
    await page.getByLabel(t.signIn.backupCode).fill(backupCodes[0])
    await page.getByRole('button', { name: t.signIn.submit }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    const toggle = await openProfile(page)
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    await confirmPassword(page, user.password)
    await expect(toast(page)).toContainText(t.toasts.disabled)
    await expect(toggle).toHaveAttribute('aria-checked', 'false')

    // Off: the password alone signs in again.
    expect(await passwordAlone(page, user.email, user.password)).toBe(true)
  })

  test('Cancel in the enrolment dialog leaves 2FA off', async ({ page }) => {
    const user = await newUser(page)
    const toggle = await openProfile(page)
    await toggle.click()
    await confirmPassword(page, user.password)
    const dialog = page.getByRole('dialog', { name: t.enrol.title })
    await expect(dialog.getByTestId('two-factor-secret')).toBeVisible()
    await dialog.getByRole('button', { name: t.enrol.cancel }).click()
    await expect(dialog).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(await passwordAlone(page, user.email, user.password)).toBe(true)
  })
})

test('five wrong codes lock the code step: the 429 says how long to wait', async ({ page }) => {
  const user = await newUser(page)
  const { secret } = await enableByApi(page, user.password)
  await signInOnScreen(page, user.email, user.password)
  const wrong = wrongCode(totp(secret, 1))
  for (let i = 0; i < 6; i++) {
    await page.getByLabel(t.signIn.code).fill(wrong)
    await page.getByRole('button', { name: t.signIn.submit }).click()
    await expect(page.getByLabel(t.signIn.code)).toHaveValue('')
  }
  await expect(page.getByRole('alert').filter({ hasText: /Tente novamente em/ })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: t.signIn.title })).toBeVisible()
})

/** axe finds no serious or critical violation on the new screens, narrow and wide. */
async function noSeriousViolation(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
  expect(serious, what).toEqual([])
}

for (const width of [390, 1280]) {
  test.describe(`two-factor screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the enrolment dialog is accessible', async ({ page }) => {
      const user = await newUser(page)
      const toggle = await openProfile(page)
      await toggle.click()
      await confirmPassword(page, user.password)
      await expect(page.getByRole('dialog', { name: t.enrol.title }).getByRole('img', { name: t.enrol.qrAlt })).toBeVisible()
      await noSeriousViolation(page, 'enrolment dialog')
    })

    test('the sign-in code step is accessible', async ({ page }) => {
      const user = await newUser(page)
      await enableByApi(page, user.password)
      await signInOnScreen(page, user.email, user.password)
      await noSeriousViolation(page, 'code step')
      await page.getByRole('button', { name: t.signIn.useBackup }).click()
      await expect(page.getByLabel(t.signIn.backupCode)).toBeVisible()
      await noSeriousViolation(page, 'backup code step')
    })
  })
}
