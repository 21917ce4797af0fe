/* eslint-disable @typescript-eslint/no-explicit-any -- the bodies are broken on purpose, any shape goes */
import { describe, expect, it } from 'vitest'
import { builtInCampaign } from '../core/builder/__fixtures__/built-in-campaign'
import { planFromCampaign } from '../core/builder/plan-from-campaign'
import { campaignPlan, parsePlan, planFieldName, type CampaignPlanInput } from './plan'

type Ad = { headlines: { text: unknown; pin?: unknown }[]; descriptions: { text: unknown; pin?: unknown }[]; path1?: unknown; path2?: unknown }
const free = (...texts: string[]) => texts.map((text) => ({ text, pin: null }))
const anAd = (): Ad => ({ headlines: free('Lipo Slim Preço', 'Frete Grátis', 'Compre Hoje', 'Site Seguro'), descriptions: free('Compre com frete grátis.', 'Pagamento seguro.'), path1: 'lipo', path2: 'oferta' })
const aGroup = (name: string) => ({ name, final_url: null, keywords: ['[lipo preço]', '"lipo preço"', 'lipo preço'], negatives: ['grátis'], ads: [anAd()] })
/** A valid plan of two groups; `edit` breaks one thing. */
function plan(edit: (p: any) => void = () => {}): any {
  const p = {
    settings: { daily_budget: 50, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076], language: 'pt', final_url: 'https://loja.com.br/lipo', final_url_suffix: null },
    ad_groups: [aGroup('Preço'), aGroup('Farmácia')],
    extensions: { sitelinks: [{ text: 'Depoimentos', desc1: 'Veja quem usou', desc2: 'Histórias reais', final_url: 'https://loja.com.br/depoimentos' }], callouts: ['Frete Grátis'], negatives: ['[lipo grátis]'] },
    updated_at: null,
  }
  edit(p)
  return p
}
const longText = (n: number) => 'x'.repeat(n)
const ad0 = (p: any) => p.ad_groups[0].ads[0]

describe('campaignPlan: refused, with the message that names the field', () => {
  const CASES: [string, (p: any) => void][] = [
    ['Grupo 2, anúncio 1: título 4 passa do limite de 30 caracteres.', (p) => (p.ad_groups[1].ads[0].headlines[3].text = longText(31))],
    ['Grupo 1, anúncio 1: descrição 2 passa do limite de 90 caracteres.', (p) => (ad0(p).descriptions[1].text = longText(91))],
    ['Grupo 1, anúncio 1 precisa de pelo menos 3 títulos diferentes.', (p) => (ad0(p).headlines = free('A', 'B'))],
    ['Grupo 1, anúncio 1 passa do limite de 15 títulos.', (p) => (ad0(p).headlines = free(...Array.from({ length: 16 }, (_, i) => `T${i}`)))],
    ['Grupo 1, anúncio 1 precisa de pelo menos 2 descrições diferentes.', (p) => (ad0(p).descriptions = free('D'))],
    ['Grupo 1, anúncio 1 passa do limite de 4 descrições.', (p) => (ad0(p).descriptions = free('1', '2', '3', '4', '5'))],
    ['Grupo 1, anúncio 1: título 3 repete o título 1.', (p) => (ad0(p).headlines[2].text = '  lipo slim  PREÇO ')],
    ['Grupo 1, anúncio 1: descrição 2 repete a descrição 1.', (p) => (ad0(p).descriptions[1].text = 'compre com frete grátis.')],
    ['Grupo 1, anúncio 1: título 1 está em branco.', (p) => (ad0(p).headlines[0].text = '   ')],
    ['Grupo 1, anúncio 1: título 1 precisa ser um texto.', (p) => (ad0(p).headlines[0].text = 5)],
    ['Grupo 1, anúncio 1: título 1 contém caracteres inválidos.', (p) => (ad0(p).headlines[0].text = 'Lipo\u0000')],
    ['Grupo 1, anúncio 1: caminho 1 passa do limite de 15 caracteres.', (p) => (ad0(p).path1 = longText(16))],
    ['Grupo 1, anúncio 1: o caminho 2 só vale com o caminho 1 preenchido.', (p) => (ad0(p).path1 = '')],
    ['Grupo 1, anúncio 1: posição do título 1 deve ser 1, 2, 3 ou null.', (p) => (ad0(p).headlines[0].pin = 4)],
    ['Grupo 1, anúncio 1: posição da descrição 2 deve ser 1, 2 ou null.', (p) => (ad0(p).descriptions[1].pin = 3)],
    [
      'Grupo 1, anúncio 1: nenhum título pode aparecer na posição 2; deixe um título sem posição fixa ou fixe um na posição 2.',
      (p) => ad0(p).headlines.forEach((h: { pin: number }) => (h.pin = 1)),
    ],
    [
      'Grupo 1, anúncio 1: nenhum título pode aparecer na posição 1; deixe um título sem posição fixa ou fixe um na posição 1.',
      (p) => ad0(p).headlines.forEach((h: { pin: number }, i: number) => (h.pin = i === 0 ? 2 : 3)),
    ],
    [
      'Grupo 1, anúncio 1: nenhuma descrição pode aparecer na posição 1; deixe uma descrição sem posição fixa ou fixe uma na posição 1.',
      (p) => ad0(p).descriptions.forEach((d: { pin: number }) => (d.pin = 2)),
    ],
    ['Grupo 1 passa do limite de 3 anúncios (o Google aceita até 3 por grupo).', (p) => (p.ad_groups[0].ads = [anAd(), anAd(), anAd(), anAd()])],
    ['Grupo 1: nome está em branco.', (p) => (p.ad_groups[0].name = ' ')],
    ['Grupo 2: o nome "preço" repete o do grupo 1 (cada grupo precisa de um nome próprio).', (p) => (p.ad_groups[1].name = 'preço')],
    ['Grupo 1: nome passa do limite de 120 caracteres.', (p) => (p.ad_groups[0].name = longText(121))],
    ['Grupo 1: palavra-chave 2 passa do limite de 80 caracteres.', (p) => (p.ad_groups[0].keywords[1] = `"${longText(81)}"`)],
    ['Grupo 1: palavra-chave 1 tem símbolo que o Google não aceita em palavra-chave: ! ?', (p) => (p.ad_groups[0].keywords[0] = 'lipo! funciona?')],
    ['Grupo 1: palavra-chave 1 tem aspas ou colchetes soltos: use "assim" para frase, [assim] para exata ou nada para ampla.', (p) => (p.ad_groups[0].keywords[0] = '[lipo preço')],
    ['Grupo 1: palavra-chave 1 tem mais de 10 palavras.', (p) => (p.ad_groups[0].keywords[0] = 'a b c d e f g h i j k')],
    ['Grupo 1: palavra-chave 4 repete a palavra-chave 1.', (p) => p.ad_groups[0].keywords.push('[LIPO  preço]')],
    ['Grupo 1: negativa 1 está em branco.', (p) => (p.ad_groups[0].negatives = ['[ ]'])],
    ['Grupo 2: palavras-chave precisa ser uma lista.', (p) => (p.ad_groups[1].keywords = 'lipo')],
    ['O plano passa do limite de 100 grupos de anúncios.', (p) => (p.ad_groups = Array.from({ length: 101 }, (_, i) => ({ name: `G${i}`, keywords: [] })))],
    ['URL final não é um endereço válido. Informe um endereço completo começando com https:// (ex.: https://seusite.com.br/produto).', (p) => (p.settings.final_url = 'http://loja.com.br')],
    ['Grupo 2: URL final não é um endereço válido. Informe um endereço completo começando com https:// (ex.: https://seusite.com.br/produto).', (p) => (p.ad_groups[1].final_url = 'loja')],
    ['Sitelink 1: URL final não é um endereço válido. Informe um endereço completo começando com https:// (ex.: https://seusite.com.br/produto).', (p) => (p.extensions.sitelinks[0].final_url = 'ftp://x.com')],
    ['Sitelink 1: texto passa do limite de 25 caracteres.', (p) => (p.extensions.sitelinks[0].text = longText(26))],
    ['Sitelink 1: descrição 2 passa do limite de 35 caracteres.', (p) => (p.extensions.sitelinks[0].desc2 = longText(36))],
    ['São no máximo 20 sitelinks.', (p) => (p.extensions.sitelinks = Array.from({ length: 21 }, (_, i) => ({ text: `S${i}` })))],
    ['Frase de destaque 2 está em branco.', (p) => p.extensions.callouts.push('')],
    ['São no máximo 20 frases de destaque.', (p) => (p.extensions.callouts = Array.from({ length: 21 }, (_, i) => `C${i}`))],
    ['Negativa da campanha 2 repete a negativa 1.', (p) => p.extensions.negatives.push('[Lipo Grátis]')],
    ['Estratégia de lances deve ser maximize_clicks, maximize_conversions, target_cpa ou target_roas.', (p) => (p.settings.bid_strategy = 'manual_cpc')],
    ['Informe o CPA desejado (R$), maior que zero.', (p) => (p.settings.bid_strategy = 'target_cpa')],
    ['Informe o ROAS desejado (%), maior que zero.', (p) => Object.assign(p.settings, { bid_strategy: 'target_roas', target_value: 0 })],
    ['O ROAS desejado (%) passa do máximo de 100.000.', (p) => Object.assign(p.settings, { bid_strategy: 'target_roas', target_value: 100_001 })],
    ['O CPA desejado (R$) aceita no máximo 2 casas decimais.', (p) => Object.assign(p.settings, { bid_strategy: 'target_cpa', target_value: 1.234 })],
    ['Valor desejado (CPA ou ROAS) precisa ser um número.', (p) => (p.settings.target_value = '10')],
    ['Orçamento diário precisa ser maior que zero.', (p) => (p.settings.daily_budget = 0)],
    ['Orçamento diário aceita no máximo 2 casas decimais.', (p) => (p.settings.daily_budget = 10.001)],
    ['Orçamento diário precisa ser um número.', (p) => (p.settings.daily_budget = '50')],
    ['Orçamento diário passa do máximo de 10.000.000.', (p) => (p.settings.daily_budget = 10_000_001)],
    ['Escolha pelo menos um local.', (p) => (p.settings.locations = [])],
    ['Local 2 precisa ser um id de critério do Google (inteiro).', (p) => (p.settings.locations = [2076, 2620.5])],
    ['Idioma não é um código de idioma aceito (ex.: pt, en, es).', (p) => (p.settings.language = 'pt-BR')],
    ['Sufixo da URL final deve ser como utm_source=google&utm_medium=cpc: sem "?" no início e sem espaços.', (p) => (p.settings.final_url_suffix = '?utm_source=google')],
    ['Sufixo da URL final deve ser como utm_source=google&utm_medium=cpc: sem "?" no início e sem espaços.', (p) => (p.settings.final_url_suffix = 'utm_source=google ads')],
    ['Negativas cruzadas precisa ser true ou false.', (p) => (p.settings.cross_negatives = 'sim')],
    ['A versão do plano (updated_at) deve ser uma data ISO (ex.: 2026-11-22T10:00:00.000Z).', (p) => (p.updated_at = 'ontem')],
    ['As configurações (settings) precisam ser um objeto.', (p) => delete p.settings],
  ]
  it.each(CASES)('%s', (message, edit) => {
    expect(parsePlan(plan(edit))).toMatchObject({ ok: false, message })
  })

  it.each([[5], [null], ['{}'], [[]]])('%j is not a plan', (body) => {
    expect(parsePlan(body)).toEqual({ ok: false, message: 'O plano precisa ser um objeto { settings, ad_groups, extensions, updated_at }.', path: [] })
  })

  it('20,000 keywords in all at most', () => {
    const many = (g: number, n: number) => Array.from({ length: n }, (_, i) => `g${g} k${i}`)
    const edit = (n: number) => (p: any) => (p.ad_groups = [{ name: 'A', keywords: many(1, 10_000) }, { name: 'B', keywords: many(2, n) }])
    expect(parsePlan(plan(edit(10_000))).ok).toBe(true)
    expect(parsePlan(plan(edit(10_001)))).toMatchObject({ ok: false, message: 'O plano passa do limite de 20.000 palavras-chave somando os grupos (tem 20.001).', path: ['ad_groups'] })
  })

  it('20,000 negatives in all (groups, removed cross negatives and campaign)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `[n${i}]`)
    const r = parsePlan(plan((p) => {
      p.ad_groups[0].negatives = many(10_000)
      p.ad_groups[1].cross_negatives_removed = many(9_999)
      p.ad_groups[1].negatives = []
      p.extensions.negatives = ['[a]', '[b]']
    }))
    expect(r).toMatchObject({ ok: false, message: 'O plano passa do limite de 20.000 negativas somando grupos e campanha (tem 20.001).' })
  })
})

describe('campaignPlan: accepted', () => {
  it('the issue\'s JSON, the optional parts filled in, texts trimmed', () => {
    const r = parsePlan(plan((p) => {
      p.settings.final_url = ' '
      delete p.settings.final_url_suffix
      p.settings.target_value = 99
      p.settings.locations = [2076, 2620, 2076]
      p.settings.daily_budget = 49.999999999
      delete p.ad_groups[0].negatives
      delete p.ad_groups[0].final_url
      ad0(p).headlines[0] = { text: '  Lipo   Slim Preço ' }
      ad0(p).path2 = null
      delete ad0(p).path1
      p.extensions.sitelinks[0] = { text: 'Depoimentos' }
      delete p.updated_at
    }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.plan.settings).toEqual({
      daily_budget: 50, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076, 2620], language: 'pt',
      final_url: null, final_url_suffix: null, search_partners: false, cross_negatives: false,
    })
    expect(r.plan.ad_groups[0]).toMatchObject({ final_url: null, negatives: [], cross_negatives_removed: [] })
    expect(ad0(r.plan)).toMatchObject({ path1: '', path2: '' })
    expect(ad0(r.plan).headlines[0]).toEqual({ text: 'Lipo   Slim Preço', pin: null })
    expect(r.plan.extensions.sitelinks[0]).toEqual({ text: 'Depoimentos', desc1: '', desc2: '', final_url: null })
    expect(r.plan.updated_at).toBeNull()
  })

  it.each([
    ['target CPA with its value', { bid_strategy: 'target_cpa', target_value: 25.5 }, 25.5],
    ['target ROAS in percent', { bid_strategy: 'target_roas', target_value: 400 }, 400],
    ['maximize conversions drops a value', { bid_strategy: 'maximize_conversions', target_value: 10 }, null],
  ])('%s', (_, settings, target) => {
    const r = campaignPlan.parse(plan((p) => Object.assign(p.settings, settings)))
    expect(r.settings.target_value).toBe(target)
  })

  it.each([
    ['pins that leave every position fillable', [1, 1, 2, null], [1, null]],
    ['one pinned to each shown position', [1, 2, 3, null], [1, 2]],
    ['position 3 may stay empty', [1, 2, 1, 2], [null, null]],
  ])('%s', (_, headlinePins, descriptionPins) => {
    const r = parsePlan(plan((p) => {
      ad0(p).headlines.forEach((h: { pin: unknown }, i: number) => (h.pin = headlinePins[i]))
      ad0(p).descriptions.forEach((d: { pin: unknown }, i: number) => (d.pin = descriptionPins[i]))
    }))
    expect(r.ok).toBe(true)
  })

  it('a group with no keywords and no ads yet, a plan with no groups, a saved version', () => {
    expect(parsePlan(plan((p) => (p.ad_groups = [{ name: 'Novo grupo', keywords: [] }]))).ok).toBe(true)
    expect(parsePlan(plan((p) => (p.ad_groups = []))).ok).toBe(true)
    expect(campaignPlan.parse(plan((p) => (p.updated_at = '2026-11-22T10:00:00.000Z'))).updated_at).toBe('2026-11-22T10:00:00.000Z')
  })

  it('the same keyword in another match type is not a repeat', () => {
    const input: CampaignPlanInput = plan((p) => (p.ad_groups[0].keywords = ['lipo', '[lipo]', '"lipo"']))
    expect(parsePlan(input).ok).toBe(true)
  })
})

describe('a plan started from a saved campaign', () => {
  it.each([
    ['funnel', 'Lipo Slim', null],
    ['theme', 'Lipo Slim', null],
    ['theme', 'Cinta Modeladora Turbo Max', 'Espanha'],
  ] as const)('by %s, "%s", country %s: valid as it is, and unchanged by parsing', (grouping, product, country) => {
    const { plan } = planFromCampaign(builtInCampaign(product, { country }), { grouping })
    expect(plan.ad_groups.length).toBeGreaterThan(1)
    expect(parsePlan(plan)).toEqual({ ok: true, plan })
  })
})

describe('planFieldName', () => {
  it.each([
    [[], 'O plano'],
    [['settings', 'daily_budget'], 'Orçamento diário'],
    [['settings', 'locations', 2], 'Local 3'],
    [['ad_groups'], 'Grupos de anúncios'],
    [['ad_groups', 0, 'name'], 'Grupo 1: nome'],
    [['ad_groups', 4, 'keywords', 9], 'Grupo 5: palavra-chave 10'],
    [['ad_groups', 0, 'cross_negatives_removed', 0], 'Grupo 1: negativa cruzada removida 1'],
    [['ad_groups', 1, 'ads', 0, 'headlines', 3, 'text'], 'Grupo 2, anúncio 1: título 4'],
    [['ad_groups', 1, 'ads', 2, 'descriptions', 0, 'pin'], 'Grupo 2, anúncio 3: posição da descrição 1'],
    [['ad_groups', 1, 'ads', 2, 'path2'], 'Grupo 2, anúncio 3: caminho 2'],
    [['extensions', 'sitelinks', 1, 'desc1'], 'Sitelink 2: descrição 1'],
    [['extensions', 'negatives', 0], 'Negativa da campanha 1'],
  ])('%j → %s', (path, name) => {
    expect(planFieldName(path)).toBe(name)
  })
})
