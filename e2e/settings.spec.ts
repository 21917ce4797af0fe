import { readFileSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { settings as t } from '../src/web/i18n/pt-BR/settings'
import { expect, newUser, test, toast } from './support/fixtures'

const KEYS = [
  'keyword_template_lists_v1', 'keyword_templates_v2', 'negative_keyword_templates_v1', 'title_templates_v1',
  'description_templates_v1', 'sitelink_templates_v1', 'callout_templates_v1', 'promotion_templates_v1',
]

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)
const allStorage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])))

async function openSettings(page: Page) {
  await newUser(page)
  await page.goto('/tools/settings')
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const p = t.preferences
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true })

test.describe('advanced settings', () => {
  test('seven template tabs and Preferências, keywords first; each states its limit, promotions 20', async ({ page }) => {
    await openSettings(page)
    const names = Object.values(t.tabs)
    await expect(page.getByRole('tab')).toHaveText(names)
    await expect(tab(page, 'Palavras-chave')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Limite de 80 caracteres')
    await tab(page, 'Promoções').click()
    await expect(page.getByRole('tabpanel')).toContainText('Limite de 20 caracteres por promoção.')
    await tab(page, 'Títulos').click()
    await expect(page.getByRole('tabpanel')).toContainText('Limite de 30 caracteres')
    await tab(page, 'Sitelinks').click()
    await expect(page.getByRole('tabpanel')).toContainText('Limite de 25 caracteres no texto e 35 em cada descrição.')
  })

  test('edited titles in pt are saved and survive a reload', async ({ page }) => {
    await openSettings(page)
    await tab(page, 'Títulos').click()
    const box = page.getByLabel(t.text.templates)
    await expect(box).toHaveValue(/\{NOME_PRODUTO\}/)
    await box.fill('{NOME_PRODUTO} Original\n\n  Compre {NOME_PRODUTO} Hoje  ')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')
    expect(JSON.parse((await stored(page, 'title_templates_v1'))!).pt).toEqual({
      templates: ['{NOME_PRODUTO} Original', 'Compre {NOME_PRODUTO} Hoje'],
    })

    await page.reload()
    await tab(page, 'Títulos').click()
    await expect(page.getByLabel(t.text.templates)).toHaveValue('{NOME_PRODUTO} Original\nCompre {NOME_PRODUTO} Hoje')
  })

  test('restore defaults asks first and puts the built-in templates back', async ({ page }) => {
    await openSettings(page)
    await tab(page, 'Promoções').click()
    const box = page.getByLabel(t.text.templates)
    const original = await box.inputValue()
    await box.fill('Só hoje {NOME_PRODUTO}')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')

    await page.getByRole('button', { name: 'Restaurar padrão' }).click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Promoções em Português')
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(box).toHaveValue('Só hoje {NOME_PRODUTO}')

    await page.getByRole('button', { name: 'Restaurar padrão' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar' }).click()
    await expect(toast(page)).toContainText('Templates Restaurados!')
    await expect(box).toHaveValue(original)
    await page.reload()
    await tab(page, 'Promoções').click()
    await expect(page.getByLabel(t.text.templates)).toHaveValue(original)
  })

  test('negatives and sitelinks per language; sitelinks as Texto;Descrição1;Descrição2', async ({ page }) => {
    await openSettings(page)
    await tab(page, 'Sitelinks').click()
    await expect(page.getByLabel(t.sitelinks.templates)).toHaveValue(/^Como Funciona;Entenda como usar no dia a dia;Veja o passo a passo completo\n/)
    await page.getByLabel(t.sitelinks.templates).fill('Loja;Compre {NOME_PRODUTO};Frete grátis\n;sem texto;x')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')
    expect(JSON.parse((await stored(page, 'sitelink_templates_v1'))!).pt.templates).toEqual([
      { text: 'Loja', desc1: 'Compre {NOME_PRODUTO}', desc2: 'Frete grátis' },
    ])

    await tab(page, 'Negativas').click()
    await pickOption(page, 'Idioma', 'Alemão')
    await expect(page.getByRole('tabpanel')).toContainText(t.noOwnTemplates)
    await page.getByLabel(t.negatives.words).fill('kostenlos\ngratis')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')
    const negatives = JSON.parse((await stored(page, 'negative_keyword_templates_v1'))!)
    expect(negatives.de).toEqual(['kostenlos', 'gratis'])
    expect(negatives.pt.length).toBeGreaterThan(28)
  })

  test('keyword templates: edit one funnel level of a list and keep it after reload', async ({ page }) => {
    await openSettings(page)
    await pickOption(page, 'Lista de templates', 'Produtos Físicos')
    await pickOption(page, 'Etapa do funil', 'Fundo do funil')
    await page.getByLabel('Estratégia').fill('Intenção de compra')
    await page.getByLabel(t.keywords.templates).fill('comprar aaa\naaa preço')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')
    await page.reload()
    await pickOption(page, 'Lista de templates', 'Produtos Físicos')
    await pickOption(page, 'Etapa do funil', 'Fundo do funil')
    await expect(page.getByLabel('Estratégia')).toHaveValue('Intenção de compra')
    await expect(page.getByLabel(t.keywords.templates)).toHaveValue('comprar aaa\naaa preço')
  })

  test('custom keyword lists: create, rename, delete; defaults cannot be deleted', async ({ page }) => {
    await openSettings(page)
    // A default list cannot be deleted.
    await page.getByRole('button', { name: 'Excluir' }).click()
    await expect(toast(page)).toContainText('Não é possível excluir listas padrão')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)

    // Blank name is refused, then a real one creates the list and selects it.
    await page.getByRole('button', { name: 'Nova lista' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Criar lista' }).click()
    await expect(toast(page)).toContainText('Nome da lista é obrigatório')
    await dialog.getByLabel('Nome da lista').fill('Pet Shop')
    await dialog.getByRole('button', { name: 'Criar lista' }).click()
    await expect(toast(page)).toContainText('Nova lista criada!')
    await expect(page.getByLabel('Lista de templates')).toHaveText('Pet Shop')
    await expect(page.getByLabel(t.keywords.templates)).toHaveValue('')
    const lists = JSON.parse((await stored(page, 'keyword_template_lists_v1'))!) as { key: string; name: string }[]
    expect(lists.map((l) => l.name)).toEqual(['Nutra', 'Produtos Físicos', 'Pet Shop'])
    const key = lists[2].key
    expect(key).toMatch(/^custom_\d+$/)
    expect(JSON.parse((await stored(page, 'keyword_templates_v2'))!).pt[key].top).toEqual({ strategy: '', example: '', templates: [] })

    // Rename: blank refused, then renamed.
    await page.getByRole('button', { name: 'Renomear' }).click()
    await expect(page.getByRole('dialog').getByLabel('Nome da lista')).toHaveValue('Pet Shop')
    await page.getByRole('dialog').getByLabel('Nome da lista').fill('   ')
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar nome' }).click()
    await expect(toast(page)).toContainText('Nome não pode ser vazio')
    await page.getByRole('dialog').getByLabel('Nome da lista').fill('Pet & Cia')
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar nome' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByLabel('Lista de templates')).toHaveText('Pet & Cia')

    // Survives a reload.
    await page.reload()
    await pickOption(page, 'Lista de templates', 'Pet & Cia')

    // Deleting the selected list asks, then selects nutra.
    await page.getByRole('button', { name: 'Excluir' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Pet & Cia')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click()
    await expect(page.getByLabel('Lista de templates')).toHaveText('Nutra')
    await expect(page.getByLabel(t.keywords.templates)).toHaveValue(/\[problema\]/)
    expect(JSON.parse((await stored(page, 'keyword_template_lists_v1'))!).map((l: { key: string }) => l.key)).toEqual(['nutra', 'produtos-fisicos'])
    expect(JSON.parse((await stored(page, 'keyword_templates_v2'))!).pt[key]).toBeUndefined()
  })

  test('backup downloads every key, and restoring it undoes later changes', async ({ page }, info) => {
    await openSettings(page)
    await page.evaluate(() => localStorage.setItem('saved_lists_titles_v1', JSON.stringify([{ id: '1', name: 'Meus títulos', items: ['Compre já'] }])))
    await tab(page, 'Títulos').click()
    await page.getByLabel(t.text.templates).fill('Antes do backup {NOME_PRODUTO}')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Baixar backup' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^forjaads_backup_\d{4}-\d{2}-\d{2}\.json$/)
    const file = info.outputPath('backup.json')
    await download.saveAs(file)
    const backup = JSON.parse(readFileSync(file, 'utf8'))
    expect(backup.app).toBe('forjaads')
    expect(backup.version).toBe(1)
    expect(Object.keys(backup.templates).sort()).toEqual([...KEYS].sort())
    expect(backup.templates.title_templates_v1.pt.templates).toEqual(['Antes do backup {NOME_PRODUTO}'])
    expect(Object.keys(backup.savedLists).sort()).toEqual(['callouts', 'descriptions', 'keywords', 'negative_keywords', 'promotions', 'sitelinks', 'titles'])
    expect(backup.savedLists.titles).toEqual([{ id: '1', name: 'Meus títulos', items: ['Compre já'] }])

    // Change things after the backup.
    await page.getByLabel(t.text.templates).fill('Depois do backup')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')
    await page.evaluate(() => localStorage.setItem('saved_lists_titles_v1', '[]'))

    // Restore: confirmation, then everything is back.
    await page.getByLabel('Arquivo de backup (.json)').setInputFiles(file)
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toContainText('Substituir seus templates e listas salvas pelos do arquivo?')
    await dialog.getByRole('button', { name: 'Substituir' }).click()
    await expect(toast(page)).toContainText('Backup restaurado!')
    await tab(page, 'Títulos').click()
    await expect(page.getByLabel(t.text.templates)).toHaveValue('Antes do backup {NOME_PRODUTO}')
    expect(JSON.parse((await stored(page, 'saved_lists_titles_v1'))!)).toEqual(backup.savedLists.titles)
    expect(JSON.parse((await stored(page, 'title_templates_v1'))!)).toEqual(backup.templates.title_templates_v1)
  })

  test('a malformed backup is refused with its reason and nothing changes', async ({ page }, info) => {
    await openSettings(page)
    await tab(page, 'Títulos').click()
    await page.getByLabel(t.text.templates).fill('Meu título {NOME_PRODUTO}')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(toast(page)).toContainText('Templates Salvos!')
    const before = await allStorage(page)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Baixar backup' }).click()
    const good = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'))

    // Valid title set but a broken sitelink set: the whole file is refused, titles are not written.
    good.templates.title_templates_v1 = { pt: { templates: ['Do arquivo'] } }
    good.templates.sitelink_templates_v1 = { pt: { templates: [{ text: 'sem descrições' }] } }
    const broken = info.outputPath('broken.json')
    writeFileSync(broken, JSON.stringify(good))
    await page.getByLabel('Arquivo de backup (.json)').setInputFiles(broken)
    await expect(toast(page)).toContainText('Backup inválido')
    await expect(toast(page)).toContainText('Os templates de Sitelinks estão com formato inválido.')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    expect(await allStorage(page)).toEqual(before)

    const notJson = info.outputPath('not.json')
    writeFileSync(notJson, 'isto não é json')
    await page.getByLabel('Arquivo de backup (.json)').setInputFiles(notJson)
    await expect(toast(page)).toContainText('O arquivo não é um JSON válido.')
    expect(await allStorage(page)).toEqual(before)
    await expect(page.getByLabel(t.text.templates)).toHaveValue('Meu título {NOME_PRODUTO}')
  })

  test('a corrupted storage value shows the defaults without crashing', async ({ page }) => {
    await openSettings(page)
    await page.evaluate((keys) => { for (const k of keys) localStorage.setItem(k, 'not json') }, KEYS)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByLabel('Lista de templates')).toHaveText('Nutra')
    await expect(page.getByLabel(t.keywords.templates)).toHaveValue(/\[problema\]/)
    await tab(page, 'Títulos').click()
    await expect(page.getByLabel(t.text.templates)).toHaveValue(/\{NOME_PRODUTO\}/)
    // A valid JSON of the wrong shape is treated the same way.
    await page.evaluate(() => localStorage.setItem('sitelink_templates_v1', '{"pt": 3}'))
    await page.reload()
    await tab(page, 'Sitelinks').click()
    await expect(page.getByLabel(t.sitelinks.templates)).toHaveValue(/^Como Funciona;/)
  })

  test('on a phone the tabs scroll sideways and the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSettings(page)
    const list = page.getByRole('tablist')
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await tab(page, 'Promoções').click()
    await expect(page.getByRole('tabpanel')).toContainText('Limite de 20 caracteres por promoção.')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test('preferences: saved, kept after a reload, and the keyword and negative screens open with them', async ({ page }) => {
    await openSettings(page)
    await tab(page, t.tabs.preferences).click()
    const affiliate = page.getByRole('switch', { name: p.affiliate })
    await expect(affiliate).toBeChecked() // on by default
    await expect(affiliate).toHaveAccessibleDescription(/Site Oficial.*dono da marca/)
    await expect(combo(page, p.gender)).toHaveText(p.genders.m)
    // No saved negative list yet: the automation cannot be turned on and says where to make one.
    await expect(page.getByRole('switch', { name: p.attachNegatives })).toBeDisabled()
    await expect(page.getByTestId('no-negative-lists')).toContainText(p.noNegativeLists)
    await expect(page.getByRole('link', { name: p.createNegativeList })).toHaveAttribute('href', '/tools/negative-keywords')

    await pickOption(page, p.language, 'Inglês')
    await pickOption(page, p.matchType, 'Exata')
    await pickOption(page, p.funnel, 'Fundo do funil')
    await pickOption(page, p.gender, p.genders.f)
    await affiliate.press('Space') // keyboard: I am the brand owner
    await expect(affiliate).not.toBeChecked()
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page)).toContainText(p.saved)
    expect(JSON.parse((await stored(page, 'preferences_v1'))!)).toEqual({
      language: 'en', matchType: 'exact', funnel: 'bottom', gender: 'f', affiliateSafe: false, attachNegatives: false, attachNegativesListId: '',
    })

    await page.reload()
    await tab(page, t.tabs.preferences).click()
    await expect(combo(page, p.language)).toHaveText('Inglês')
    await expect(combo(page, p.matchType)).toHaveText('Exata')
    await expect(combo(page, p.funnel)).toHaveText('Fundo do funil')
    await expect(combo(page, p.gender)).toHaveText(p.genders.f)
    await expect(page.getByRole('switch', { name: p.affiliate })).not.toBeChecked()

    await page.goto('/tools/keywords')
    await expect(combo(page, 'Idioma')).toHaveText('Inglês')
    await expect(combo(page, 'Etapa do funil')).toHaveText('Fundo de funil')
    await expect(combo(page, 'Tipo de correspondência')).toHaveText('Exata')
    await page.getByLabel('Nome do produto').fill('Creatina')
    await page.getByRole('button', { name: 'Gerar', exact: true }).click()
    await expect(page.getByTestId('result-text').first()).toHaveText(/^\[.+\]$/)

    await page.goto('/tools/negative-keywords')
    await expect(combo(page, 'Idioma')).toHaveText('Inglês')

    // The affiliate switch on again is kept too.
    await page.goto('/tools/settings')
    await tab(page, t.tabs.preferences).click()
    await page.getByRole('switch', { name: p.affiliate }).click()
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page)).toContainText(p.saved)
    await page.reload()
    await tab(page, t.tabs.preferences).click()
    await expect(page.getByRole('switch', { name: p.affiliate })).toBeChecked()
  })

  test('the backup carries the preferences; a file made before them leaves them alone', async ({ page }, info) => {
    await openSettings(page)
    await tab(page, t.tabs.preferences).click()
    await pickOption(page, p.funnel, 'Meio do funil')
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page)).toContainText(p.saved)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Baixar backup' }).click()
    const backup = JSON.parse(readFileSync(await (await downloading).path(), 'utf8'))
    expect(backup.preferences).toMatchObject({ funnel: 'middle', affiliateSafe: true })

    // Restoring the file puts the backed-up preferences back.
    await pickOption(page, p.funnel, 'Topo do funil')
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page)).toContainText(p.saved)
    const withPrefs = info.outputPath('with-preferences.json')
    writeFileSync(withPrefs, JSON.stringify(backup))
    await page.getByLabel('Arquivo de backup (.json)').setInputFiles(withPrefs)
    await expect(page.getByRole('alertdialog')).toContainText(t.backup.confirm.bodyWithPreferences)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Substituir' }).click()
    await expect(toast(page)).toContainText('Backup restaurado!')
    await tab(page, t.tabs.preferences).click()
    await expect(combo(page, p.funnel)).toHaveText('Meio do funil')

    // An older file (no preferences) restores, and the preferences stay as they are.
    await pickOption(page, p.funnel, 'Fundo do funil')
    await page.getByRole('button', { name: p.save }).click()
    await expect(toast(page)).toContainText(p.saved)
    delete backup.preferences
    const old = info.outputPath('old.json')
    writeFileSync(old, JSON.stringify(backup))
    await page.getByLabel('Arquivo de backup (.json)').setInputFiles(old)
    await expect(page.getByRole('alertdialog')).toContainText(t.backup.confirm.body)
    await page.getByRole('alertdialog').getByRole('button', { name: 'Substituir' }).click()
    await expect(toast(page)).toContainText('Backup restaurado!')
    expect(JSON.parse((await stored(page, 'preferences_v1'))!).funnel).toBe('bottom')
  })
})
