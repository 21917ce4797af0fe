/**
 * The campaign builder's pure work in Node, medians of 5 runs after a warm-up (issue 13 sets the goals
 * in Chromium: grouping 10,000 keywords under 300 ms; no task over 200 ms with 20 ad groups and 5,000
 * keywords):
 * - groupByTheme over 10,000 generated keywords;
 * - cross-group negatives, ad strength of one group's ad, and the plan schema's parse, for a plan of
 *   20 groups and 5,000 keywords.
 *
 *   node --import tsx bench/builder.ts
 */
import { adStrength } from '../src/core/builder/ad-strength'
import { crossGroupNegatives } from '../src/core/builder/cross-negatives'
import { groupByTheme } from '../src/core/builder/grouping'
import { campaignPlan } from '../src/shared/plan'
import { DESCRIPTIONS, HEADLINES, PRODUCT, benchKeywords, benchPlan } from './builder-plan'

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

const keywords = benchKeywords(10_000)
const groups = groupByTheme(keywords, { product: PRODUCT })
// 20 groups of 250 keywords, each with one ad of 15 headlines and 4 descriptions (bench/builder-plan.ts).
const plan = benchPlan(keywords)
const headlines = HEADLINES
const descriptions = DESCRIPTIONS
const figures: [string, number, number][] = [
  [`groupByTheme, 10,000 keywords → ${groups.length} groups`, median(() => groupByTheme(keywords, { product: PRODUCT })), 300],
  ['cross-group negatives, 20 groups × 250', median(() => crossGroupNegatives(plan.ad_groups)), 200],
  ['ad strength, 1 ad, group of 5,000 keywords', median(() => adStrength({ ad: { headlines, descriptions }, keywords: keywords.slice(0, 5000), product: PRODUCT })), 200],
  [`plan schema parse, 20 groups, 5,000 keywords (${(JSON.stringify(plan).length / 1024).toFixed(0)} KB)`, median(() => campaignPlan.parse(plan)), 150],
]
console.log('bench/builder (Node, median of 5 runs)')
for (const [name, ms, goal] of figures) {
  console.log(`  ${name.padEnd(58)} ${ms.toFixed(1).padStart(8)} ms   (goal < ${goal} ms${ms < goal ? '' : ', MISSED'})`)
}
