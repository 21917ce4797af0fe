/**
 * Generator screens in Chromium (issue targets): the mixer producing 50,000 keywords, generated and
 * shown, < 300 ms; importing a 100,000-line .txt < 1 s; the results list under ~200 DOM rows.
 * Runs the real app (e2e server on its own ports and folder) and times inside the page with
 * performance.now(), from the click (or the file's change event) to the frame that shows the count.
 *   node --import tsx bench/generators-browser.ts                          # builds the web app first
 *   E2E_DIST_DIR=/tmp/dist node --import tsx bench/generators-browser.ts    # reuses that build
 */
import { spawn } from 'node:child_process'
import { chromium, type Page } from '@playwright/test'
import { webBuild } from './support'

const PORT = Number(process.env.BENCH_PORT ?? 3236)
const BASE = `http://localhost:${PORT}`
const RUNS = 5

// The web app to serve: E2E_DIST_DIR when it holds a build, else one built now (and removed at the end).
const web = webBuild()
if (!web.dir) {
  console.error('the web build failed')
  process.exit(1)
}
const server = spawn('node', ['--import', 'tsx', 'e2e/support/server.ts'], {
  env: {
    ...process.env,
    E2E_PORT: String(PORT),
    E2E_SMTP_PORT: String(PORT - 700),
    E2E_DIR: '/tmp/bench-generators',
    E2E_DIST_DIR: web.dir,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

/** ms from `start` (run in the page) to the frame where the count reads `expected`. */
function timeUntilCount(page: Page, action: 'mix' | 'import', expected: string, lines = 0): Promise<number> {
  return page.evaluate(({ action, expected, lines }) => new Promise<number>((resolve) => {
    const count = () => document.querySelector('[data-testid="result-count"]')?.textContent
    let t0 = 0
    const poll = () => {
      if (count() === expected && document.querySelector('[data-testid="result-row"]')) {
        requestAnimationFrame(() => resolve(performance.now() - t0))
      } else requestAnimationFrame(poll)
    }
    if (action === 'mix') {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Gerar até'))!
      t0 = performance.now()
      button.click()
    } else {
      const text = Array.from({ length: lines }, (_, i) => `palavra-chave importada número ${i}`).join('\n')
      const dt = new DataTransfer()
      dt.items.add(new File([text], 'lista.txt', { type: 'text/plain' }))
      const input = document.querySelector<HTMLInputElement>('[data-testid="import-input"]')!
      input.files = dt.files
      t0 = performance.now()
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }
    poll()
  }), { action, expected, lines })
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`

try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })
  // tsx compiles with keepNames: functions sent to the page call __name, which the page lacks.
  await context.addInitScript('window.__name = (f) => f')
  const page = await context.newPage()
  const email = `bench-${Date.now()}@forjaads.test`
  const signUp = await page.request.post(`${BASE}/api/auth/sign-up/email`, { data: { email, password: 'senha-bench-123', name: 'Bench' } })
  if (!signUp.ok()) throw new Error(`sign-up: ${signUp.status()}`)
  await page.request.post(`${BASE}/api/auth/sign-in/email`, { data: { email, password: 'senha-bench-123' } })

  const mix: number[] = []
  const imp: number[] = []
  let domRows = 0
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${BASE}/tools/keywords`)
    await page.getByRole('tab', { name: 'Misturador' }).click()
    const words = (p: string, n: number) => Array.from({ length: n }, (_, i) => `${p}${i}`).join('\n')
    await page.getByRole('textbox', { name: 'Coluna 1', exact: true }).fill(words('comprar', 100))
    await page.getByRole('textbox', { name: 'Coluna 2', exact: true }).fill(words('colágeno', 500))
    await page.getByTestId('mix-total').filter({ hasText: '50.000' }).waitFor()
    mix.push(await timeUntilCount(page, 'mix', '50.000'))
    imp.push(await timeUntilCount(page, 'import', '100.000', 100_000))
    await page.getByTestId('results-list').evaluate((el) => { el.scrollTop = el.scrollHeight / 2 })
    await page.waitForTimeout(100)
    domRows = Math.max(domRows, await page.getByTestId('result-row').count())
  }
  console.log(`mixer, 50,000 keywords generated and shown: ${fmt(mix)}  [target < 300 ms]`)
  console.log(`import of a 100,000-line .txt until the count shows: ${fmt(imp)}  [target < 1000 ms]`)
  console.log(`results list DOM rows with 100,000 items: ${domRows}  [target < ~200]`)
  await browser.close()
} finally {
  server.kill()
  web.cleanup()
}
