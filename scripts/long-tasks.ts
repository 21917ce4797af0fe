/**
 * Long tasks (PerformanceObserver 'longtask', over 50 ms) of cold loads of each screen, for a user with
 * 20 campaigns (one of 5,000 keywords) and 5 saved keyword lists of 5,000: the issue "Speed: every
 * screen fast on a phone" asks for none over 100 ms. Each build is served by its own e2e server
 * (e2e/support/server.ts); with two builds the loads alternate, so both meet the same machine load.
 *
 *   node --import tsx scripts/long-tasks.ts <distDir> [otherDistDir] [--runs 5] [--throttle 4] [--screens /login,/dashboard]
 *
 * --throttle N slows the CPU N times (Chrome's emulation; Lighthouse's phone is 4). Prints, per
 * screen, the longest task of all runs, the median of each run's longest, and the median total
 * blocking time (the part of each task over 50 ms), then every run's tasks in ms.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args.splice(i, 2)[1] : fallback
}
const RUNS = Number(option('runs', '5'))
const THROTTLE = Number(option('throttle', '1'))
const SCREENS = option('screens', '/login,/dashboard,/tools/keywords,/saved-campaigns,/campaign/:id,/tools/settings,/admin').split(',')
const builds = args.map((d) => resolve(d))
if (builds.length === 0 || builds.length > 2) throw new Error('usage: long-tasks.ts <distDir> [otherDistDir] [--runs N] [--throttle N] [--screens a,b]')

const PORT = Number(process.env.LONG_TASKS_PORT ?? 3380)
const PASSWORD = 'senha-e2e-123'
const ADMIN = 'admin@forjaads.test' // e2e/support/accounts.ts
const keywords = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag} palavra chave ${i} comprar`)
const SAVED_LISTS = JSON.stringify(Array.from({ length: 5 }, (_, i) => ({ id: String(1_700_000_000_000 + i), name: `Lista ${i}`, keywords: keywords(5000, `s${i}`) })))
/** What shows that the screen has drawn its content. */
const READY: Record<string, string> = {
  '/login': 'button:has-text("Entrar")',
  '/tools/keywords': 'h1',
  '/saved-campaigns': '[data-testid=campaign-card]',
}

function startServer(i: number, dist: string): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'e2e/support/server.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, E2E_DIST_DIR: dist, E2E_PORT: String(PORT + i), E2E_SMTP_PORT: String(PORT + 100 + i), E2E_DIR: `/tmp/long-tasks-${PORT + i}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((ok, fail) => {
    child.on('exit', (code) => fail(new Error(`e2e server for ${dist} exited (${code})`)))
    child.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('e2e server on')) ok(child) })
  })
}

async function seed(browser: Browser, base: string) {
  const email = `long-tasks-${Date.now()}-${Math.random().toString(36).slice(2)}@forjaads.test`
  const context = await browser.newContext({ baseURL: base })
  const api = context.request
  await api.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: 'Pessoa Medida' } })
  await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })
  let big = ''
  for (let c = 0; c < 20; c++) {
    const { id } = (await (await api.post('/api/campaigns', { data: { name: `Campanha ${c}` } })).json()) as { id: string }
    if (c === 0) big = id
    const lists: [string, unknown[]][] = [
      ['keywords', keywords(c === 0 ? 5000 : 200, `c${c}`)],
      ['titles', Array.from({ length: 15 }, (_, i) => `Título Bom Número ${i}`)],
      ['negative_keywords', keywords(50, `n${c}`)],
    ]
    for (const [asset_type, content] of lists) await api.post(`/api/campaigns/${id}/assets`, { data: { asset_type, content } })
  }
  await context.close()
  return { email, big }
}

async function coldLoad(browser: Browser, base: string, user: { email: string; big: string }, screen: string): Promise<number[]> {
  const context = await browser.newContext({ baseURL: base, locale: 'pt-BR' })
  const page = await context.newPage()
  if (screen !== '/login') {
    await page.request.post('/api/auth/sign-in/email', { data: { email: screen === '/admin' ? ADMIN : user.email, password: PASSWORD } })
  }
  await page.addInitScript((saved) => {
    localStorage.setItem('saved_lists_keywords_v1', saved)
    const w = window as unknown as { longTasks: number[] }
    w.longTasks = []
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration)) })
      .observe({ type: 'longtask', buffered: true })
  }, SAVED_LISTS)
  if (THROTTLE > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  await page.goto(screen.replace(':id', user.big))
  await page.waitForSelector(READY[screen] ?? 'h1', { timeout: 60_000 })
  await page.waitForTimeout(2500) // what the screen defers to after its first paint
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
  await context.close()
  return tasks
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
function summary(runs: number[][]) {
  const longest = runs.map((r) => Math.max(0, ...r))
  const blocking = runs.map((r) => r.reduce((sum, d) => sum + Math.max(0, d - 50), 0))
  return `longest ${String(Math.max(...longest)).padStart(4)}  median longest ${String(median(longest)).padStart(4)}  median TBT ${String(median(blocking)).padStart(4)}   ${runs.map((r) => `[${r.join(',')}]`).join(' ')}`
}

const servers = await Promise.all(builds.map((dist, i) => startServer(i, dist)))
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  const bases = builds.map((_, i) => `http://localhost:${PORT + i}`)
  const users = await Promise.all(bases.map((base) => seed(browser, base)))
  console.log(`Long tasks (ms) of cold loads, ${RUNS} runs each${THROTTLE > 1 ? `, CPU ${THROTTLE}× slower` : ''}:`)
  for (const screen of SCREENS) {
    const runs: number[][][] = builds.map(() => [])
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 ? [...builds.keys()].reverse() : [...builds.keys()]
      for (const i of order) runs[i].push(await coldLoad(browser, bases[i], users[i], screen))
    }
    builds.forEach((_, i) => console.log(`  ${(i === 0 ? screen : '').padEnd(16)} ${builds.length > 1 ? `${'AB'[i]} ` : ''}${summary(runs[i])}`))
  }
  if (builds.length > 1) console.log(`  A = ${builds[0]}, B = ${builds[1]}`)
} finally {
  await browser.close()
  for (const server of servers) server.kill()
}
