/**
 * The pure core's heavy paths in Node, medians of 5 runs after a warm-up:
 * - the editorial check over 100,000 keywords and 100,000 titles;
 * - the negative/keyword conflict check, 5,000 negatives × 5,000 keywords;
 * - the mixer producing 50,000 keywords of a 5 × 100 mix.
 * The browser's own figures are in bench/generators-browser.ts.
 *
 *   node --import tsx bench/core.ts
 */
import { checkList } from '../src/core/editorial'
import { findConflicts } from '../src/core/keywords/conflicts'
import { mixKeywords } from '../src/core/mixer'

function median(fn: () => unknown, runs = 5): number {
  fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]
}

const keywords = Array.from({ length: 100_000 }, (_, i) => (i % 10 === 0 ? `[comprar colágeno@${i}]` : `comprar colágeno hidrolisado ${i}`))
const titles = Array.from({ length: 100_000 }, (_, i) => (i % 4 === 0 ? `OFERTA Colágeno ${i}!` : `Colágeno Original ${i}`))

const words = ['preço', 'comprar', 'original', 'funciona', 'farmácia', 'grátis', 'kit', 'oferta', 'bula', 'site']
const pick = (n: number, seed: number) => Array.from({ length: n }, (_, k) => words[(seed * 7 + k * 3) % words.length]).join(' ')
const wrap = (text: string, i: number) => (i % 3 === 0 ? `[${text}]` : i % 3 === 1 ? `"${text}"` : text)
const conflictKeywords = Array.from({ length: 5000 }, (_, i) => wrap(`lipo slim ${pick(1 + (i % 4), i)}`, i))
const conflictNegatives = [...Array.from({ length: 5000 }, (_, i) => wrap(pick(1 + (i % 3), i + 17), i)), 'lipo']

const column = (tag: string) => Array.from({ length: 100 }, (_, i) => `${tag}${i}`)
const mixInput = { columns: ['a', 'b', 'c', 'd', 'e'].map(column), matchTypes: ['broad' as const], accentVariants: false, cap: 50_000 }

const figures: [string, number, number][] = [
  ['editorial check, 100,000 keywords', median(() => checkList('keywords', keywords)), 1000],
  ['editorial check, 100,000 titles', median(() => checkList('titles', titles)), 1000],
  ['conflicts, 5,000 negatives × 5,000 keywords', median(() => findConflicts(conflictNegatives, conflictKeywords)), 500],
  ['mixer, 50,000 keywords of 5 × 100', median(() => mixKeywords(mixInput)), 100],
]
console.log('bench/core (Node, median of 5 runs)')
for (const [name, ms, goal] of figures) {
  console.log(`  ${name.padEnd(46)} ${ms.toFixed(1).padStart(8)} ms   (goal < ${goal} ms${ms < goal ? '' : ', MISSED'})`)
}
