/**
 * bench/builder-browser.ts's walk through the campaign builder in Chromium: a plan of 20 ad groups and
 * 5,000 keywords on screen, each user action followed by what it sets off (deferred checks, the
 * autosave ~800 ms later and its request), and the long tasks (PerformanceObserver 'longtask', over
 * 50 ms) that started meanwhile. The selectors are e2e/builder.spec.ts's.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { builderAds } from '../src/web/i18n/pt-BR/builder-ads'
import { builder as t } from '../src/web/i18n/pt-BR/builder'

/**
 * Per action, the longest task (0 when none went over 50 ms), how many long tasks there were, and for
 * the steps the number of elements on the page after it (what the browser builds and styles).
 */
export type JourneyFigures = Map<string, { longest: number; count: number; elements?: number }>

interface LongTask { start: number; duration: number }

/** Records every long task of every page of `context` in window.__longTasks. */
export async function observeLongTasks(context: BrowserContext) {
  // tsx compiles with keepNames: functions sent to the page call __name, which the page lacks.
  await context.addInitScript('window.__name = (f) => f')
  await context.addInitScript(() => {
    const w = window as unknown as { __longTasks: LongTask[] }
    w.__longTasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
}

/** BENCH_PROFILE: a CPU profile of the actions whose name holds `action`, written to `dir` (DevTools opens it). */
export interface Profile { action: string; dir: string }

async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  await cdp.send('Profiler.start')
  return async (file: string) => {
    await page.waitForTimeout(600)
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(file, JSON.stringify(profile))
    await cdp.detach()
  }
}

const stepButton = (page: Page, n: number) =>
  page.getByRole('navigation', { name: t.steps.label }).getByRole('button', { name: new RegExp(`^${n} ${t.steps.names[n - 1]}`) })
const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: `${n}. ${t.steps.names[n - 1]}` })
const status = (page: Page) => page.getByTestId('save-status')

/**
 * Opens the builder on `campaignId` (whose plan was just reset) and walks it. The plan ends replaced by
 * the theme groups of the campaign's 10,000 keywords.
 */
export async function walkBuilder(page: Page, base: string, campaignId: string, profile?: Profile): Promise<JourneyFigures> {
  const figures: JourneyFigures = new Map()
  const now = () => page.evaluate(() => performance.now())
  /** Runs `act`, waits for what it sets off, and records the long tasks that started since. */
  async function measure(name: string, act: () => Promise<unknown>, opts: { saves?: boolean; settleMs?: number; elements?: boolean } = {}) {
    const profiled = profile && name.includes(profile.action) ? await startProfile(page) : undefined
    const t0 = await now()
    await act()
    if (profiled) await profiled(join(profile!.dir, `${name.replace(/[^\w]+/g, '-')}.cpuprofile`))
    if (opts.saves) {
      // The autosave's debounce, its request and 'Salvo'; then what the deferred checks do after it.
      await page.waitForTimeout(900)
      await status(page).filter({ hasText: t.save.saved }).waitFor({ timeout: 60_000 })
    }
    await page.waitForTimeout(opts.settleMs ?? 600)
    const tasks = await page.evaluate((since) => (window as unknown as { __longTasks: LongTask[] }).__longTasks.filter((x) => x.start >= since), t0)
    const elements = opts.elements ? await page.evaluate(() => document.getElementsByTagName('*').length) : undefined
    figures.set(name, { longest: Math.round(Math.max(0, ...tasks.map((x) => x.duration))), count: tasks.length, elements })
  }

  await measure('load the screen (plan of 5,000 keywords)', async () => {
    await page.goto(`${base}/campaign-builder?campaign=${campaignId}`)
    await page.getByTestId('builder-workspace').waitFor({ timeout: 60_000 })
  }, { settleMs: 3000 })
  // The plan's checks run in a worker (src/web/features/builder/plan-checker.ts); without it they would
  // fall back to this thread, and the figures would not be the screen's as users get it.
  if (!page.workers().some((w) => w.url().includes('plan-checks.worker'))) throw new Error('the plan-checks worker is not running')
  // The load's tasks start before the page's clock (0): take them all.
  const loadTasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks)
  figures.set('load the screen (plan of 5,000 keywords)', { longest: Math.round(Math.max(0, ...loadTasks.map((x) => x.duration))), count: loadTasks.length })

  await measure('step 2 Grupos de anúncios', async () => {
    await stepButton(page, 2).click()
    await page.getByTestId('group-editor').waitFor()
  })
  await measure('type 6 characters in the group\'s name', async () => {
    await page.getByLabel(t.groups.name, { exact: true }).pressSequentially(' teste')
  }, { saves: true })
  await measure('select 3 keywords', async () => {
    for (let i = 0; i < 3; i++) await page.locator(`#kw-0-${i}-check`).click()
    await page.getByTestId('keyword-actions').waitFor()
  })
  await measure('move them to group 2', async () => {
    await page.getByRole('combobox', { name: t.groups.moveTo, exact: true }).selectOption('1')
    await page.getByRole('button', { name: t.groups.move, exact: true }).click()
    await page.getByTestId('keyword-actions').waitFor({ state: 'detached' })
  }, { saves: true })
  await measure('select all 247 keywords of the group', async () => {
    await page.getByLabel(t.groups.selectAll, { exact: true }).click()
    await page.getByTestId('keyword-actions').waitFor()
  })
  await measure('unselect them', async () => {
    await page.getByLabel(t.groups.selectAll, { exact: true }).click()
    await page.getByTestId('keyword-actions').waitFor({ state: 'detached' })
  })
  await measure('switch cross negatives on', async () => {
    await page.getByLabel(t.groups.crossTitle, { exact: true }).click()
    await page.getByTestId('cross-negatives').waitFor()
  }, { saves: true })
  await measure('open group 2', async () => {
    await page.getByTestId('group-list').getByRole('listitem').nth(1).getByRole('button').click()
    await page.getByRole('heading', { level: 3, name: /Grupo 2/ }).waitFor()
  })
  await measure('type 6 characters in its name (cross negatives on)', async () => {
    await page.getByLabel(t.groups.name, { exact: true }).pressSequentially(' teste')
  }, { saves: true })
  await measure('step 3 Anúncios', async () => {
    await stepButton(page, 3).click()
    await page.getByTestId('ads-step').waitFor()
  }, { elements: true })
  await measure('type 4 characters in a headline', async () => {
    await page.getByLabel(builderAds.texts.headlines.item(2), { exact: true }).pressSequentially(' top')
  }, { saves: true })
  await measure('step 4 Extensões', async () => {
    await stepButton(page, 4).click()
    await stepHeading(page, 4).waitFor()
    await page.getByLabel(builderAds.ext.sitelinkUrl(1), { exact: true }).waitFor()
  }, { elements: true })
  await measure('step 5 Revisão', async () => {
    await stepButton(page, 5).click()
    await page.getByTestId('count-groups').waitFor()
  })
  await measure('step 1 Configurações', async () => {
    await stepButton(page, 1).click()
    await page.getByLabel(t.settings.budget).waitFor()
  })
  await measure('type 2 digits in the budget', async () => {
    await page.getByLabel(t.settings.budget).pressSequentially('00')
  }, { saves: true })
  await stepButton(page, 2).click()
  await page.getByTestId('group-editor').waitFor()
  await page.waitForTimeout(500)
  await measure('Criar grupos por tema (10,000 keywords)', async () => {
    await page.getByRole('radio', { name: t.groups.byTheme }).check()
    await page.getByRole('button', { name: t.groups.create, exact: true }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: t.groups.replaceConfirm }).click()
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    await page.locator('[data-sonner-toast]').filter({ hasText: /grupos criados/ }).waitFor()
  }, { saves: true })
  return figures
}
