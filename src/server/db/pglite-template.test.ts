/**
 * A fresh embedded data folder starts from a copy of the ready template (decision 013), not from
 * initdb: the path taken is asserted here; how long it takes is bench/start.ts's business.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { DataDirInUseError } from './data-dir-lock'
import { prepareDataFolder, templateKey } from './pglite-template'
import { campaigns } from './schema'

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'forjaads-template-'))
const templateRoot = join(scratch, 'cache')
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const SLOW = 180_000 // the first open runs initdb (in a child process) to make the template

describe('a fresh DATA_DIR', () => {
  it('is a copy of the template (made once), migrated, locked; a restart finds it existing', async () => {
    const dataDir = join(scratch, 'one')
    const first = await openDatabase({ dataDir, templateRoot })
    try {
      expect(first.start).toBe('template')
      expect(first.kind).toBe('pglite')
      const key = templateKey(migrationsFolder)
      expect(readdirSync(templateRoot)).toEqual([key])
      // The app's tables are there (the migrations ran, in the template and again at open).
      expect(await first.db.select().from(campaigns)).toEqual([])
      await expect(openDatabase({ dataDir, templateRoot })).rejects.toBeInstanceOf(DataDirInUseError)
    } finally {
      await first.close()
    }
    expect(readdirSync(dataDir).filter((n) => n.startsWith('pgdata'))).toEqual(['pgdata'])

    const again = await openDatabase({ dataDir, templateRoot })
    try {
      expect(again.start).toBe('existing')
    } finally {
      await again.close()
    }
  }, SLOW)

  it('a second fresh folder copies the same template without making it again', async () => {
    const template = join(templateRoot, templateKey(migrationsFolder))
    const made = statSync(template).mtimeMs
    const dataDir = join(scratch, 'two')
    const db = await openDatabase({ dataDir, templateRoot })
    try {
      expect(db.start).toBe('template')
      expect(statSync(template).mtimeMs).toBe(made)
      expect(readdirSync(templateRoot)).toEqual([templateKey(migrationsFolder)])
    } finally {
      await db.close()
    }
  }, SLOW)

  it('a copy a crashed start left behind is removed, and a non-empty folder without PG_VERSION is never overwritten', async () => {
    const parent = join(scratch, 'three')
    mkdirSync(join(parent, 'pgdata.copy-dead'), { recursive: true })
    writeFileSync(join(parent, 'pgdata.copy-dead', 'half'), 'x')
    expect(await prepareDataFolder(join(parent, 'pgdata'), { migrationsFolder, templateRoot })).toBe('template')
    expect(readdirSync(parent)).toEqual(['pgdata'])

    const odd = join(scratch, 'four', 'pgdata')
    mkdirSync(odd, { recursive: true })
    writeFileSync(join(odd, 'not-ours.txt'), 'keep me')
    expect(await prepareDataFolder(odd, { migrationsFolder, templateRoot })).toBe('initdb')
    expect(existsSync(join(odd, 'not-ours.txt'))).toBe(true)
  }, SLOW)
})

describe('templateKey', () => {
  it('changes with the migrations, so a new migration makes a new template', () => {
    const copy = join(scratch, 'migrations')
    cpSync(migrationsFolder, copy, { recursive: true })
    const before = templateKey(copy)
    expect(templateKey(copy)).toBe(before)
    writeFileSync(join(copy, '9999_nova.sql'), 'select 1;')
    expect(templateKey(copy)).not.toBe(before)
  })
})
