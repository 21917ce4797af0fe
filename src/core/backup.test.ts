import { describe, expect, it } from 'vitest'
import { BACKUP_MESSAGES as M, backupFileName, buildBackup, parseBackup, type Backup } from './backup'
import { DEFAULT_CALLOUT_TEMPLATES } from './templates/callouts'
import { DEFAULT_DESCRIPTION_TEMPLATES } from './templates/descriptions'
import { DEFAULT_KEYWORD_TEMPLATE_LISTS } from './templates/keyword-lists'
import { DEFAULT_KEYWORD_TEMPLATES } from './templates/keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from './templates/negatives'
import { DEFAULT_PROMOTION_TEMPLATES } from './templates/promotions'
import { DEFAULT_SITELINK_TEMPLATES } from './templates/sitelinks'
import { DEFAULT_TITLE_TEMPLATES } from './templates/titles'

const NOW = new Date(2026, 10, 21, 9, 30)

function valid(): Backup {
  return buildBackup(
    {
      keyword_template_lists_v1: [...DEFAULT_KEYWORD_TEMPLATE_LISTS, { key: 'custom_1', name: 'Pet' }],
      keyword_templates_v2: DEFAULT_KEYWORD_TEMPLATES,
      negative_keyword_templates_v1: DEFAULT_NEGATIVE_TEMPLATES,
      title_templates_v1: { ...DEFAULT_TITLE_TEMPLATES, pt: { templates: ['{NOME_PRODUTO} Original'] } },
      description_templates_v1: DEFAULT_DESCRIPTION_TEMPLATES,
      sitelink_templates_v1: DEFAULT_SITELINK_TEMPLATES,
      callout_templates_v1: DEFAULT_CALLOUT_TEMPLATES,
      promotion_templates_v1: DEFAULT_PROMOTION_TEMPLATES,
    },
    {
      keywords: [{ id: '1', name: 'Minha lista', keywords: ['[a]', '"b"'] }],
      negative_keywords: [],
      titles: [{ id: '2', name: 'Títulos', items: ['Compre já'] }],
      descriptions: [],
      sitelinks: [{ id: '3', name: 'Links', items: [{ text: 'Site', desc1: 'a', desc2: 'b' }] }],
      callouts: [],
      promotions: [],
    },
    NOW,
  )
}

/** A valid backup changed by `edit`, as the text of a file. */
function file(edit: (b: Record<string, unknown> & Backup) => void): string {
  const b = structuredClone(valid()) as Record<string, unknown> & Backup
  edit(b)
  return JSON.stringify(b)
}

describe('backup', () => {
  it('round trips: what is built parses back to the same data', () => {
    const b = valid()
    expect(b.exportedAt).toBe(NOW.toISOString())
    expect(parseBackup(JSON.stringify(b))).toEqual({ ok: true, data: b })
  })

  it('names the file with the local date', () => {
    expect(backupFileName(NOW)).toBe('forjaads_backup_2026-11-21.json')
    expect(backupFileName(new Date(2027, 0, 5, 23, 59))).toBe('forjaads_backup_2027-01-05.json')
  })

  const T = (b: Backup) => b.templates as Record<string, unknown>

  it.each<[string, string, string]>([
    ['not JSON', 'not json', M.notJson],
    ['empty file', '', M.notJson],
    ['JSON array', '[]', M.notBackup],
    ['another app', file((b) => { (b as Record<string, unknown>).app = 'outro' }), M.notBackup],
    ['newer version', file((b) => { (b as Record<string, unknown>).version = 2 }), M.version],
    ['bad exportedAt', file((b) => { (b as Record<string, unknown>).exportedAt = 'ontem' }), M.exportedAt],
    ['no templates', file((b) => { delete (b as Record<string, unknown>).templates }), M.noTemplates],
    ['templates an array', file((b) => { (b as Record<string, unknown>).templates = [] }), M.noTemplates],
    ['missing title set', file((b) => { delete T(b).title_templates_v1 }), M.missingSet('Títulos')],
    ['unknown set', file((b) => { T(b).theme_v1 = {} }), M.unknownSet('theme_v1')],
    ['keyword lists empty', file((b) => { T(b).keyword_template_lists_v1 = [] }), M.badSet('Listas de palavras-chave')],
    ['keyword lists without nutra', file((b) => { T(b).keyword_template_lists_v1 = [{ key: 'produtos-fisicos', name: 'PF' }] }), M.badSet('Listas de palavras-chave')],
    ['keyword list duplicate key', file((b) => { T(b).keyword_template_lists_v1 = [...DEFAULT_KEYWORD_TEMPLATE_LISTS, { key: 'nutra', name: 'X' }] }), M.badSet('Listas de palavras-chave')],
    ['keyword list blank name', file((b) => { T(b).keyword_template_lists_v1 = [...DEFAULT_KEYWORD_TEMPLATE_LISTS, { key: 'custom_1', name: ' ' }] }), M.badSet('Listas de palavras-chave')],
    ['keyword funnel unknown', file((b) => { T(b).keyword_templates_v2 = { pt: { nutra: { topo: { strategy: '', example: '', templates: [] } } } } }), M.badSet('Palavras-chave')],
    ['keyword entry without strategy', file((b) => { T(b).keyword_templates_v2 = { pt: { nutra: { top: { example: '', templates: [] } } } } }), M.badSet('Palavras-chave')],
    ['unknown language', file((b) => { T(b).title_templates_v1 = { xx: { templates: [] } } }), M.badSet('Títulos')],
    ['title template not a string', file((b) => { T(b).title_templates_v1 = { pt: { templates: [1] } } }), M.badSet('Títulos')],
    ['negatives not strings', file((b) => { T(b).negative_keyword_templates_v1 = { pt: 'grátis' } }), M.badSet('Negativas')],
    ['sitelink missing desc2', file((b) => { T(b).sitelink_templates_v1 = { pt: { templates: [{ text: 'a', desc1: 'b' }] } } }), M.badSet('Sitelinks')],
    ['promotions null', file((b) => { T(b).promotion_templates_v1 = null }), M.badSet('Promoções')],
    ['no saved lists', file((b) => { delete (b as Record<string, unknown>).savedLists }), M.noSavedLists],
    ['saved lists of one tool missing', file((b) => { delete (b.savedLists as Record<string, unknown>).callouts }), M.missingLists('Frases de Destaque')],
    ['saved lists of unknown tool', file((b) => { (b.savedLists as Record<string, unknown>).banners = [] }), M.unknownTool('banners')],
    ['keyword list with items', file((b) => { b.savedLists.keywords = [{ id: '1', name: 'a', items: ['x'] }] }), M.badLists('Palavras-chave')],
    ['title list with objects', file((b) => { b.savedLists.titles = [{ id: '1', name: 'a', items: [{ text: 'a', desc1: 'b', desc2: 'c' }] }] }), M.badLists('Títulos')],
    ['sitelink list with strings', file((b) => { b.savedLists.sitelinks = [{ id: '1', name: 'a', items: ['x'] }] }), M.badLists('Sitelinks')],
    ['saved list without id', file((b) => { (b.savedLists as Record<string, unknown>).promotions = [{ name: 'a', items: [] }] }), M.badLists('Promoções')],
    ['duplicate saved list ids', file((b) => { b.savedLists.negative_keywords = [{ id: '1', name: 'a', keywords: [] }, { id: '1', name: 'b', keywords: [] }] }), M.badLists('Negativas')],
    ['preferences an array', file((b) => { (b as Record<string, unknown>).preferences = [] }), M.badPreferences],
    ['preferences null', file((b) => { (b as Record<string, unknown>).preferences = null }), M.badPreferences],
    ['preferred language unknown', file((b) => { (b as Record<string, unknown>).preferences = { language: 'xx' } }), M.badPreferences],
    ['preferred match type unknown', file((b) => { (b as Record<string, unknown>).preferences = { matchType: 'exata' } }), M.badPreferences],
    ['preferred funnel unknown', file((b) => { (b as Record<string, unknown>).preferences = { funnel: 'topo' } }), M.badPreferences],
    ['gender not m or f', file((b) => { (b as Record<string, unknown>).preferences = { gender: 'o' } }), M.badPreferences],
    ['affiliate switch not a boolean', file((b) => { (b as Record<string, unknown>).preferences = { affiliateSafe: 'sim' } }), M.badPreferences],
    ['negative list id not a string', file((b) => { (b as Record<string, unknown>).preferences = { attachNegatives: true, attachNegativesListId: 3 } }), M.badPreferences],
  ])('refuses %s', (_case, text, message) => {
    expect(parseBackup(text)).toEqual({ ok: false, message })
  })
})

describe('backup preferences', () => {
  const PREFS = {
    language: 'en', matchType: 'exact', funnel: 'bottom', gender: 'f',
    affiliateSafe: false, attachNegatives: true, attachNegativesListId: '1700000000000',
  } as const

  it('round trip with preferences', () => {
    const b = { ...valid(), preferences: { ...PREFS } }
    const built = buildBackup(b.templates, b.savedLists, NOW, { ...PREFS })
    expect(built.preferences).toEqual(PREFS)
    expect(parseBackup(JSON.stringify(built))).toEqual({ ok: true, data: b })
  })

  it('a file made before preferences existed still restores, without preferences', () => {
    const result = parseBackup(JSON.stringify(valid()))
    expect(result.ok && Object.hasOwn(result.data, 'preferences')).toBe(false)
  })

  it('keeps the fields it knows, partial or not, and leaves out the ones it does not', () => {
    const result = parseBackup(file((b) => { (b as Record<string, unknown>).preferences = { funnel: 'middle', affiliateSafe: true, theme: 'dark' } }))
    expect(result.ok && result.data.preferences).toEqual({ funnel: 'middle', affiliateSafe: true })
    const empty = parseBackup(file((b) => { (b as Record<string, unknown>).preferences = {} }))
    expect(empty.ok && empty.data.preferences).toEqual({})
  })
})
