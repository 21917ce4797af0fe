/**
 * `npm run build` ends here: makes the embedded database's template (initdb and the migrations, done
 * once per PGlite version and migration set, decision 013) so the first start on a new DATA_DIR is a
 * copy. Nothing to do when it is there already; a failure is reported and the build still passes (the
 * server then makes the template itself, or runs initdb as before).
 */
import { fileURLToPath } from 'node:url'
import { ensureTemplate } from '../src/server/db/pglite-template'

const started = Date.now()
const template = await ensureTemplate({ migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) })
console.log(template ? `embedded database template: ${template} (${Date.now() - started} ms)` : 'embedded database template could not be made: new data folders will run initdb at start')
