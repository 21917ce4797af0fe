/**
 * Writes src/web/lib/tw-merge-config.ts: tailwind-merge's default config cut down to the class groups
 * the web app's own classes belong to, so cn() carries ~2 kB of merge rules instead of ~8.5 kB (gzip)
 * in the first script of every screen. The classes are found as Tailwind finds them: every token of
 * every string in src/web. src/web/lib/cn.test.ts checks that every pair of those classes merges as
 * the full twMerge merges it, and that the file is up to date.
 *
 *   node --import tsx scripts/tw-merge-config.ts
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge'

const root = fileURLToPath(new URL('..', import.meta.url))
export const WEB_DIR = resolve(root, 'src/web')
export const CONFIG_FILE = resolve(root, 'src/web/lib/tw-merge-config.ts')

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sourceFiles(path, out)
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) && path !== CONFIG_FILE) out.push(path)
  }
  return out
}

/** Every token that could be a class: the words of every quoted or template string in src/web, sorted. */
export function classTokens(dir = WEB_DIR): string[] {
  const tokens = new Set<string>()
  for (const file of sourceFiles(dir)) {
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const t of (m[1] ?? m[2] ?? m[3]).split(/\s+|\$\{[^}]*\}/)) {
        if (/^[!-]?[a-z@[*&]/.test(t) && t.length < 120) tokens.add(t)
      }
    }
  }
  return [...tokens].sort()
}

type Config = ReturnType<typeof getDefaultConfig>
type Groups = Config['classGroups']
const groupsOf = (config: Config) => config.classGroups as Record<string, unknown>

/** The groups of the default config that `tokens` belong to. */
export function usedGroups(tokens: string[], config: Config = getDefaultConfig()): string[] {
  // A class of a group merges with itself ('p-2 p-2' → 'p-2'); one of no group is left alone.
  const bare = createTailwindMerge(() => ({ ...config, classGroups: {}, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} }))
  const known = tokens.filter((t) => bare(`${t} ${t}`) !== t)
  return Object.keys(config.classGroups).filter((group) => {
    const one = createTailwindMerge(() => ({
      ...config,
      classGroups: { [group]: groupsOf(config)[group] } as unknown as Groups,
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }))
    return known.some((t) => one(`${t} ${t}`) === t)
  })
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]))

/** The theme key a fromTheme() getter reads. */
function themeKey(getter: (theme: Record<string, unknown>) => unknown): string {
  let key = ''
  getter(new Proxy({}, { get: (_, k) => ((key = String(k)), []) }))
  return key
}

/** `value` as TypeScript source, noting the theme keys it reads. */
function source(value: unknown, themeKeys: Set<string>): string {
  if (typeof value === 'function') {
    const name = validatorNames.get(value)
    if (name) return `v.${name}`
    if ((value as { isThemeGetter?: boolean }).isThemeGetter) {
      const key = themeKey(value as (theme: Record<string, unknown>) => unknown)
      themeKeys.add(key)
      return `fromTheme(${JSON.stringify(key)})`
    }
    throw new Error(`tailwind-merge config: a function that is neither a validator nor a theme getter: ${String(value).slice(0, 80)}`)
  }
  if (Array.isArray(value)) return `[${value.map((v) => source(v, themeKeys)).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    return `{ ${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${source(v, themeKeys)}`).join(', ')} }`
  }
  return JSON.stringify(value)
}

/** The TypeScript of the cut-down config for `tokens`. */
export function configSource(tokens: string[] = classTokens()): string {
  const config = getDefaultConfig()
  const used = usedGroups(tokens, config)
  const keep = new Set(used)
  const themeKeys = new Set<string>()
  const groups = used.map((g) => `    ${JSON.stringify(g)}: ${source(groupsOf(config)[g], themeKeys)},`)
  const pick = (map: Record<string, readonly string[] | undefined>) =>
    Object.entries(map)
      .filter(([g]) => keep.has(g))
      .map(([g, others]) => [g, (others ?? []).filter((o) => keep.has(o))] as const)
      .filter(([, others]) => others.length > 0)
      .map(([g, others]) => `    ${JSON.stringify(g)}: ${JSON.stringify(others)},`)
  const conflicts = pick(config.conflictingClassGroups)
  const modifierConflicts = pick(config.conflictingClassGroupModifiers)
  const postfix = (config.postfixLookupClassGroups ?? []).filter((g) => keep.has(g))
  // The theme: the keys the kept groups read, and the keys those read in turn.
  const theme = config.theme as Record<string, unknown>
  const themeLines = new Map<string, string>()
  for (let pending = [...themeKeys]; pending.length > 0;) {
    const key = pending.pop()!
    if (themeLines.has(key)) continue
    const before = new Set(themeKeys)
    themeLines.set(key, `    ${JSON.stringify(key)}: ${source(theme[key] ?? [], themeKeys)},`)
    pending = pending.concat([...themeKeys].filter((k) => !before.has(k)))
  }
  return `/**
 * GENERATED by scripts/tw-merge-config.ts from tailwind-merge's default config: only the ${used.length} class
 * groups (of ${Object.keys(config.classGroups).length}) that the classes in src/web belong to. Do not edit; after adding classes of a
 * new kind, run \`node --import tsx scripts/tw-merge-config.ts\` (src/web/lib/cn.test.ts says when).
 */
import { fromTheme, validators as v, type Config } from 'tailwind-merge'

export const twMergeConfig = (): Config<string, string> => ({
  cacheSize: ${config.cacheSize},
  theme: {
${[...themeLines.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, l]) => l).join('\n')}
  },
  classGroups: {
${groups.join('\n')}
  },
  conflictingClassGroups: {
${conflicts.join('\n')}
  },
  conflictingClassGroupModifiers: {
${modifierConflicts.join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify(postfix)},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
})
`
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(CONFIG_FILE, configSource())
  console.log(`wrote ${CONFIG_FILE}`)
}
