import { describe, expect, it } from 'vitest'
import type { CampaignPlan } from '../../../shared/plan'
import { pathKey, planIssues, stepOfPath } from './plan-issues'

const plan = (): CampaignPlan => ({
  settings: {
    daily_budget: 30, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076], language: 'pt',
    final_url: 'https://loja.com.br', final_url_suffix: null, search_partners: false, cross_negatives: false,
  },
  ad_groups: [{
    name: 'Fundo de funil', final_url: null, keywords: ['[comprar café]', 'café especial'], negatives: [], cross_negatives_removed: [],
    ads: [{ headlines: ['Café A', 'Café B', 'Café C'].map((text) => ({ text, pin: null })), descriptions: ['Desc um.', 'Desc dois.'].map((text) => ({ text, pin: null })), path1: '', path2: '' }],
  }],
  extensions: { sitelinks: [], callouts: [], negatives: [] },
  updated_at: null,
})

describe('planIssues', () => {
  it('a valid plan has none', () => {
    expect(planIssues(plan())).toEqual({ all: [], counts: [0, 0, 0, 0, 0], byPath: new Map() })
  })

  it('counts each refusal on the step that edits it and keys it by path', () => {
    const p = plan()
    p.settings.final_url = 'loja.com.br'
    p.ad_groups[0].keywords.push('café!')
    p.ad_groups[0].ads[0].headlines[0].text = 'x'.repeat(31)
    p.extensions.callouts.push('')
    const issues = planIssues(p)
    expect(issues.counts).toEqual([1, 1, 1, 1, 0])
    expect(issues.byPath.get('ad_groups.0.keywords.2')).toBe('Grupo 1: palavra-chave 3 tem símbolo que o Google não aceita em palavra-chave: !')
    expect(issues.byPath.get('settings.final_url')).toMatch(/^URL final não é um endereço válido/)
    expect(issues.byPath.get('ad_groups.0.ads.0.headlines.0.text')).toBe('Grupo 1, anúncio 1: título 1 passa do limite de 30 caracteres.')
  })

  it('maps paths to steps', () => {
    expect(stepOfPath(['settings', 'daily_budget'])).toBe(0)
    expect(stepOfPath(['ad_groups', 3, 'name'])).toBe(1)
    expect(stepOfPath(['ad_groups'])).toBe(1)
    expect(stepOfPath(['ad_groups', 0, 'ads', 1, 'path1'])).toBe(2)
    expect(stepOfPath(['extensions', 'sitelinks', 0, 'final_url'])).toBe(3)
    expect(stepOfPath(['updated_at'])).toBe(4)
    expect(pathKey(['ad_groups', 1, 'name'])).toBe('ad_groups.1.name')
  })
})
