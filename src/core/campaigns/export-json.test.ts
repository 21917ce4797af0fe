import { describe, expect, it } from 'vitest'
import { campaignExportFileName, campaignToExportJson } from './export-json'
import { makeCampaign } from './__fixtures__/make-campaign'

describe('campaignToExportJson', () => {
  it('has the SPEC §3 shape, assets in order with type and content only', () => {
    const c = makeCampaign({ name: 'Promoção Relâmpago', notes: 'Testar em março', final_url: 'https://loja.com.br/ação', daily_budget: 35.5, created_at: '2025-03-01T12:00:00.000Z' }, [
      ['keywords', ['cápsulas', '[cápsulas originais]']],
      ['sitelinks', [{ text: 'Fale Conosco', desc1: 'Atendimento', desc2: 'Seg. a sex.' }]],
    ])
    expect(campaignToExportJson(c)).toStrictEqual({
      campaignName: 'Promoção Relâmpago',
      notes: 'Testar em março',
      finalUrl: 'https://loja.com.br/ação',
      dailyBudget: 35.5,
      createdAt: '2025-03-01T12:00:00.000Z',
      assets: [
        { type: 'keywords', content: ['cápsulas', '[cápsulas originais]'] },
        { type: 'sitelinks', content: [{ text: 'Fale Conosco', desc1: 'Atendimento', desc2: 'Seg. a sex.' }] },
      ],
    })
  })

  it('keeps null notes, URL and budget, and an empty asset list', () => {
    expect(campaignToExportJson(makeCampaign({ name: 'X' }))).toStrictEqual({
      campaignName: 'X', notes: null, finalUrl: null, dailyBudget: null, createdAt: '2025-03-01T12:00:00.000Z', assets: [],
    })
  })
})

describe('campaignExportFileName', () => {
  it.each([
    ['Promoção Relâmpago', 'forjaads_campaign_Promoção_Relâmpago.json'],
    ['Black  Friday\t2025', 'forjaads_campaign_Black_Friday_2025.json'],
    ['  nome com bordas  ', 'forjaads_campaign_nome_com_bordas.json'],
    ['Nutra / Brasil', 'forjaads_campaign_Nutra_Brasil.json'],
    ['a\\b:c*d?e"f<g>h|i', 'forjaads_campaign_abcdefghi.json'],
    ['linha\nquebrada', 'forjaads_campaign_linha_quebrada.json'],
    ['Simples', 'forjaads_campaign_Simples.json'],
  ])('%j → %s', (name, expected) => {
    expect(campaignExportFileName(name)).toBe(expected)
  })
})
