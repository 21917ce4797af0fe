import { describe, expect, it } from 'vitest'
import { EDITOR_PLAN_NAME, editorPlan } from '../campaigns/__fixtures__/editor-plan'
import type { Problem } from '../campaigns/preflight'
import { planPreflight } from './plan-preflight'
import type { CampaignPlan } from './types'

/** The fixture (which passes) with a change made to a copy. */
function plan(change: (p: CampaignPlan) => void): CampaignPlan {
  const p = structuredClone(editorPlan)
  change(p)
  return p
}

const errorsOf = (p: CampaignPlan, name = EDITOR_PLAN_NAME) => planPreflight(p, name).errors
const warningsOf = (p: CampaignPlan) => planPreflight(p, EDITOR_PLAN_NAME).warnings

describe('planPreflight errors (block the export)', () => {
  it('passes the fixture', () => {
    expect(errorsOf(editorPlan)).toStrictEqual([])
  })

  const CASES: [string, (p: CampaignPlan) => void, Problem][] = [
    ['no final URL anywhere', (p) => { p.settings.final_url = null; p.ad_groups[1].final_url = null }, {
      code: 'final-url-missing', field: 'final_url', path: ['settings', 'final_url'], message: 'Falta a URL final da campanha (a página de destino dos anúncios).',
    }],
    ['no campaign URL and a group without its own', (p) => { p.settings.final_url = null }, {
      code: 'final-url-missing', field: 'final_url', path: ['settings', 'final_url'], message: 'Falta a URL final da campanha: o grupo "Comprar" não tem URL própria.',
    }],
    ['no daily budget', (p) => { p.settings.daily_budget = null }, {
      code: 'daily-budget-missing', field: 'daily_budget', path: ['settings', 'daily_budget'], message: 'Falta o orçamento diário (R$) da campanha.',
    }],
    ['target CPA without a value', (p) => { p.settings.target_value = null }, {
      code: 'target-value-missing', path: ['settings', 'target_value'], message: 'Falta o CPA desejado (R$) da estratégia de lances "CPA desejado".',
    }],
    ['no ad group', (p) => { p.ad_groups = [] }, {
      code: 'no-ad-groups', path: ['ad_groups'], message: 'O plano não tem grupos de anúncios: crie-os na etapa "Grupos de anúncios".',
    }],
    ['a group without keywords', (p) => { p.ad_groups[1].keywords = [] }, {
      code: 'group-no-keywords', path: ['ad_groups', 1, 'keywords'], message: 'Grupo "Presentear": não tem palavras-chave (o grupo não aparece em pesquisas sem elas).',
    }],
    ['a group without an ad', (p) => { p.ad_groups[0].ads = [] }, {
      code: 'group-no-ads', path: ['ad_groups', 0, 'ads'], message: 'Grupo "Comprar": não tem anúncio; crie um na etapa "Anúncios".',
    }],
    ['a headline over 30 characters', (p) => { p.ad_groups[0].ads[0].headlines[2].text = 'Grãos Colhidos à Mão na Serra da Mantiqueira' }, {
      code: 'too-long', path: ['ad_groups', 0, 'ads', 0, 'headlines', 2], message: 'Grupo "Comprar", anúncio 1: título 3 "Grãos Colhidos à Mão na Serra da Mantiqu…" passa do limite de 30 caracteres.',
    }],
    ['a keyword with a symbol Google refuses', (p) => { p.ad_groups[0].keywords.push('café (moído)') }, {
      code: 'keyword-invalid-symbol', path: ['ad_groups', 0, 'keywords', 4], message: 'Grupo "Comprar": palavra-chave 5 "café (moído)" tem símbolo que o Google não aceita em palavra-chave: ( )',
    }],
    ['a campaign negative that blocks a keyword of a group', (p) => { p.extensions.negatives.push('presente') }, {
      code: 'keyword-conflict', path: ['extensions', 'negatives', 2], message: 'Grupo "Presentear": a negativa da campanha "presente" bloqueia as palavras-chave "[presente café especial]", "\\"kit café presente\\""; tire a negativa ou a palavra-chave.'.replace(/\\"/g, '"'),
    }],
    ['a group negative that blocks a keyword of that group', (p) => { p.ad_groups[0].negatives.push('"café em"') }, {
      code: 'keyword-conflict', path: ['ad_groups', 0, 'negatives', 1], message: 'Grupo "Comprar": a negativa do grupo ""café em"" bloqueia a palavra-chave "café em grãos"; tire a negativa ou a palavra-chave.',
    }],
  ]
  it.each(CASES)('%s', (_, change, expected) => {
    expect(errorsOf(plan(change))).toStrictEqual([expected])
  })

  it('a repeated headline is named as such too (two distinct headlines left)', () => {
    const errors = errorsOf(plan((p) => { p.ad_groups[1].ads[1].headlines[2].text = 'kit café especial' }))
    expect(errors.map((e) => e.code)).toStrictEqual(['headlines-too-few', 'editorial'])
    expect(errors[0].message).toBe('Grupo "Presentear", anúncio 2: precisa de pelo menos 3 títulos diferentes; tem 2.')
    expect(errors[1].message).toBe('Grupo "Presentear", anúncio 2: título 3 "kit café especial": Título repetido: igual ao título 1. Troque por um título diferente ou apague este.')
  })

  it('a group negative blocks only its own group, never another', () => {
    // 'presente' as a negative of Comprar: Presentear's keywords are not Comprar's.
    expect(errorsOf(plan((p) => p.ad_groups[0].negatives.push('presente')))).toStrictEqual([])
  })

  it('a repeated headline is an editorial error; a blank campaign name is named', () => {
    const errors = errorsOf(plan((p) => { p.ad_groups[0].ads[0].headlines[3].text = 'grãos colhidos à mão' }), ' ')
    expect(errors.map((e) => e.code)).toStrictEqual(['campaign-name-missing', 'editorial'])
    expect(errors[1].message).toMatch(/^Grupo "Comprar", anúncio 1: título 4 "grãos colhidos à mão": /)
    expect(errors[1].path).toStrictEqual(['ad_groups', 0, 'ads', 0, 'headlines', 3])
  })
})

describe('planPreflight warnings (the file still goes)', () => {
  const codes = (p: CampaignPlan) => warningsOf(p).map((w) => w.code)

  it('names the sitelinks left out or without descriptions, and suggests 4 sitelinks and callouts', () => {
    expect(codes(editorPlan)).toStrictEqual(['conversion-tracking', 'sitelink-one-description', 'sitelink-no-page', 'sitelinks-few', 'callouts-few'])
    expect(warningsOf(editorPlan)[2]).toStrictEqual({
      code: 'sitelink-no-page', path: ['extensions', 'sitelinks', 2],
      message: 'O sitelink "Nossa História" fica de fora do arquivo: falta a página dele (cada sitelink leva a uma página própria).',
    })
  })

  it('warns about conversion tracking for every strategy but Maximizar cliques', () => {
    expect(codes(plan((p) => { p.settings.bid_strategy = 'maximize_clicks'; p.settings.target_value = null }))).not.toContain('conversion-tracking')
    expect(codes(plan((p) => { p.settings.bid_strategy = 'maximize_conversions'; p.settings.target_value = null }))).toContain('conversion-tracking')
    expect(warningsOf(plan((p) => { p.settings.bid_strategy = 'target_roas'; p.settings.target_value = 400 }))[0].message)
      .toMatch(/^A estratégia "ROAS desejado" precisa do acompanhamento de conversões/)
  })

  it('a sitelink leading to the ads page is left out; with four good sitelinks and callouts there is no suggestion', () => {
    const p = plan((x) => {
      x.extensions.sitelinks = ['a', 'b', 'c', 'd'].map((s) => ({ text: `Página ${s}`, desc1: '', desc2: '', final_url: `https://cafe.com.br/${s}` }))
      x.extensions.sitelinks.push({ text: 'Início', desc1: '', desc2: '', final_url: 'https://cafe.com.br/especial#topo' })
      x.extensions.callouts.push('Torra na Hora')
    })
    expect(codes(p)).toStrictEqual(['conversion-tracking', 'sitelink-ads-page'])
  })

  it('editorial warnings name the place and the fix', () => {
    const w = warningsOf(plan((p) => { p.extensions.callouts[0] = 'Torra  Semanal' }))
    const editorial = w.filter((x) => x.code === 'editorial')
    expect(editorial).toHaveLength(1)
    expect(editorial[0].message).toMatch(/^Frase de destaque 1 "Torra {2}Semanal": /)
    expect(editorial[0].path).toStrictEqual(['extensions', 'callouts', 0])
  })
})
