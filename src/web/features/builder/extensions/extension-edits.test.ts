import { describe, expect, it } from 'vitest'
import { parsePlan, type CampaignPlan } from '../../../../shared/plan'
import {
  addCallout, addNegatives, addSitelink, calloutProblem, editSitelink, negativeProblem, removeCallout, removeNegative, removeSitelink, sitelinkProblem,
} from './extension-edits'

function plan(extensions: Partial<CampaignPlan['extensions']> = {}): CampaignPlan {
  return {
    settings: {
      daily_budget: null, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076], language: 'pt',
      final_url: null, final_url_suffix: null, search_partners: false, cross_negatives: false,
    },
    ad_groups: [],
    extensions: { sitelinks: [], callouts: [], negatives: [], ...extensions },
    updated_at: null,
  }
}
const link = (text: string, final_url: string | null = null) => ({ text, desc1: '', desc2: '', final_url })

describe('sitelinks', () => {
  it('add once by text, up to 20, without touching the plan given', () => {
    const p = plan()
    const one = addSitelink(p, { text: ' Ofertas ', desc1: 'Até 50% ', desc2: ' Só hoje', final_url: ' https://loja.com.br/ofertas ' })
    expect(p.extensions.sitelinks).toEqual([])
    expect(one.extensions.sitelinks).toEqual([{ text: 'Ofertas', desc1: 'Até 50%', desc2: 'Só hoje', final_url: 'https://loja.com.br/ofertas' }])
    expect(addSitelink(one, link('OFERTAS'))).toBe(one)
    let full = plan()
    for (let i = 0; i < 25; i++) full = addSitelink(full, link(`Link ${i}`))
    expect(full.extensions.sitelinks).toHaveLength(20)
  })

  it('edit a part (a blank page is null) and remove by index', () => {
    let p = plan({ sitelinks: [link('A', 'https://a.com.br'), link('B')] })
    p = editSitelink(p, 0, 'final_url', '  ')
    p = editSitelink(p, 1, 'desc1', ' Frete grátis ')
    expect(p.extensions.sitelinks).toEqual([link('A'), { ...link('B'), desc1: 'Frete grátis' }])
    expect(removeSitelink(p, 0).extensions.sitelinks.map((s) => s.text)).toEqual(['B'])
  })

  it.each([
    [0, 'text', 'Outro', null],
    [0, 'text', '', 'Escreva o texto antes de adicionar.'],
    [0, 'text', 'b', 'Já está no plano.'],
    [1, 'text', 'B', null],
    [0, 'text', 'x'.repeat(26), 'Passa do limite de 25 caracteres (tem 26).'],
    [0, 'desc1', 'y'.repeat(36), 'Passa do limite de 35 caracteres (tem 36).'],
    [0, 'desc2', '', null],
    [0, 'final_url', 'http://loja.com.br', 'Informe um endereço completo começando com https:// (ex.: https://seusite.com.br/produto).'],
    [0, 'final_url', 'https://loja.com.br/contato', null],
    [0, 'final_url', '', null],
  ] as const)('sitelink %i %s %j → %s', (index, part, value, expected) => {
    expect(sitelinkProblem(plan({ sitelinks: [link('A'), link('B')] }), index, part, value)).toBe(expected)
  })
})

describe('callouts', () => {
  it('add (trimmed, once), remove by text ignoring case', () => {
    let p = addCallout(plan(), ' Frete Grátis ')
    p = addCallout(p, 'frete grátis')
    p = addCallout(p, 'Site Oficial')
    expect(p.extensions.callouts).toEqual(['Frete Grátis', 'Site Oficial'])
    expect(removeCallout(p, 'SITE OFICIAL').extensions.callouts).toEqual(['Frete Grátis'])
  })

  it.each([
    ['Compra Segura', null],
    ['  ', 'Escreva o texto antes de adicionar.'],
    ['z'.repeat(26), 'Passa do limite de 25 caracteres (tem 26).'],
    ['frete grátis', 'Já está no plano.'],
  ])('%j → %s', (text, expected) => {
    expect(calloutProblem(plan({ callouts: ['Frete Grátis'] }), text)).toBe(expected)
  })

  it('refuses a 21st', () => {
    const p = plan({ callouts: Array.from({ length: 20 }, (_, i) => `C${i}`) })
    expect(calloutProblem(p, 'Nova')).toBe('O plano já tem 20 frases de destaque, o máximo.')
  })
})

describe('campaign negatives', () => {
  it('add what is new (match type kept apart), remove one match type only', () => {
    let p = addNegatives(plan({ negatives: ['grátis'] }), ['Grátis', '[grátis]', ' "como fazer" ', '[grátis]', '', 'pirata!', '"solta'])
    expect(p.extensions.negatives).toEqual(['grátis', '[grátis]', '"como fazer"'])
    p = removeNegative(p, '[GRÁTIS]')
    expect(p.extensions.negatives).toEqual(['grátis', '"como fazer"'])
    expect(parsePlan(p).ok).toBe(true)
    const same = plan({ negatives: ['x'] })
    expect(addNegatives(same, ['X'])).toBe(same)
  })

  it.each([
    ['pirata', null],
    ['[pirata]', null],
    ['GRÁTIS', 'Já está no plano.'],
    ['[]', 'Escreva o texto antes de adicionar.'],
    ['"pirata', 'Tem aspas ou colchetes soltos: use "assim" para frase, [assim] para exata ou nada para ampla.'],
    ['pirata!', 'Tem símbolo que o Google não aceita em palavra-chave: !'],
    ['a b c d e f g h i j k', 'Tem mais de 10 palavras.'],
  ])('%j → %s', (text, expected) => {
    expect(negativeProblem(plan({ negatives: ['grátis'] }), text)).toBe(expected)
  })
})
