import { readdirSync, readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { ACCOUNTS, MAIL_DIR, PASSWORD } from './accounts'

export { expect }

let counter = 0
/** A unique e-mail for a new account of this test. */
export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now()}-${process.pid}-${++counter}@forjaads.test`

/** Signs in through the API; the page's context keeps the session cookie. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
}

/** A fresh account (3-day trial) signed in on `page`, so tests never share rows. */
export async function newUser(page: Page, name = 'Pessoa de Teste') {
  const email = uniqueEmail()
  const res = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name } })
  expect(res.status(), await res.text()).toBe(200)
  await signIn(page, email)
  return { email, name, password: PASSWORD }
}

export const signInAs = (page: Page, who: keyof typeof ACCOUNTS) => signIn(page, ACCOUNTS[who].email)

/** Waits for the newest e-mail sent to `to` (whose subject matches `subject`, when given) and returns its text. */
export async function waitForMail(to: string, timeoutMs = 15_000, subject?: RegExp): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.json')).sort().reverse()
    for (const f of files) {
      const mail = JSON.parse(readFileSync(`${MAIL_DIR}/${f}`, 'utf8')) as { to: string; subject: string; text: string }
      if (mail.to.includes(to) && (!subject || subject.test(mail.subject))) return mail
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`)
}

/** The toast on screen: its title and description. */
export const toast = (page: Page) => page.locator('[data-sonner-toast]').first()

export const test = base
