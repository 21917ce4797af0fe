// Browser tests need Debian's Chromium; say so in one line instead of a stack trace.
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(path)) {
  console.error(`Chromium não encontrado em ${path}. Instale com: sudo apt-get install chromium (ou defina CHROMIUM_PATH).`)
  process.exit(1)
}
