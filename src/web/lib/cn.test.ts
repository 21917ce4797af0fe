import { readFileSync } from 'node:fs'
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { CONFIG_FILE, classTokens, configSource } from '../../../scripts/tw-merge-config'
import { cn } from './cn'

describe('cn (tailwind-merge cut down to our class groups)', () => {
  const tokens = classTokens()

  it('the generated config is up to date with the classes in src/web', () => {
    // Fails after adding classes of a kind the config does not know: run
    // `node --import tsx scripts/tw-merge-config.ts` and commit src/web/lib/tw-merge-config.ts.
    expect(readFileSync(CONFIG_FILE, 'utf8')).toBe(configSource(tokens))
  })

  it('merges every pair of our classes as the full twMerge does', () => {
    // Only classes twMerge knows can be merged away; the others are left alone by both.
    const known = tokens.filter((t) => twMerge(`${t} ${t}`) === t)
    expect(known.length).toBeGreaterThan(300)
    const differ: string[] = []
    for (const a of known) {
      for (const b of known) {
        const want = twMerge(`${a} ${b}`)
        if (cn(a, b) !== want) differ.push(`${a} ${b} → ${cn(a, b)} (twMerge: ${want})`)
      }
    }
    expect(differ).toEqual([])
  })

  it('keeps what it does not know and joins conditional classes', () => {
    expect(cn('px-2 bg-primary', false, 'px-4', undefined, { 'text-sm': true, hidden: false })).toBe('bg-primary px-4 text-sm')
    expect(cn('foo bar', 'foo')).toBe(twMerge('foo bar foo'))
  })
})
