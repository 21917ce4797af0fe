import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { toast } from './fixtures'

export interface GeneratorCase {
  route: string
  tool: string
  title: string
  /** Fills the configuration card and generates. */
  generate: (page: Page) => Promise<void>
  importText: string
  importCount: number
  manualText: string
  /** Texts the first imported item shows (the sitelink's link text for sitelinks). */
  firstImported: string
  editable?: boolean
}

export const results = (page: Page) => page.getByTestId('results-list')
export const rows = (page: Page) => page.getByTestId('result-row')
export const countText = (page: Page) => page.getByTestId('result-count')

export async function count(page: Page): Promise<number> {
  return Number((await countText(page).textContent())!.replace(/\D/g, ''))
}

export async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).locator('[data-title]')).toHaveText(title)
  if (description !== undefined) await expect(toast(page).locator('[data-description]')).toContainText(description)
}

export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Row `i`'s delete button (it shows on hover). */
export async function deleteRow(page: Page, i: number) {
  const row = rows(page).nth(i)
  await row.hover()
  await row.getByRole('button', { name: 'Excluir' }).click()
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText())
}

export async function exportTxt(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar TXT' }).click()])
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') }
}

export async function importTxt(page: Page, name: string, text: string) {
  await page.getByTestId('import-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') })
}

export const savedLists = (page: Page) => page.getByTestId('saved-list')
