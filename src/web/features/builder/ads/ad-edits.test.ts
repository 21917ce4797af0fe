import { describe, expect, it } from 'vitest'
import { parsePlan, type CampaignPlan, type PlanAd } from '../../../../shared/plan'
import {
  addAd, addText, editText, fillAd, fillFromCampaign, moveText, pathProblem, removeAd, removeText, removeTextByValue, setPath, setPin, textProblem,
} from './ad-edits'

const h = (...texts: string[]) => texts.map((text) => ({ text, pin: null }))
const ad = (headlines: string[], descriptions: string[] = ['Desc um', 'Desc dois']): PlanAd => ({
  headlines: h(...headlines), descriptions: h(...descriptions) as PlanAd['descriptions'], path1: '', path2: '',
})

function plan(ads: PlanAd[][]): CampaignPlan {
  return {
    settings: {
      daily_budget: null, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076], language: 'pt',
      final_url: 'https://loja.com.br', final_url_suffix: null, search_partners: false, cross_negatives: false,
    },
    ad_groups: ads.map((a, i) => ({ name: `Grupo ${i + 1}`, final_url: null, keywords: ['lipo'], negatives: [], ads: a, cross_negatives_removed: [] })),
    extensions: { sitelinks: [], callouts: [], negatives: [] },
    updated_at: null,
  }
}

const ref = { group: 1, ad: 0 }
const base = () => plan([[ad(['A1', 'A2', 'A3'])], [ad(['Um', 'Dois', 'Três'])]])
const texts = (p: CampaignPlan) => p.ad_groups[1].ads[0].headlines.map((x) => x.text)

describe('ad edits are pure plan transforms', () => {
  it('leave the plan they were given unchanged, and the other group shared', () => {
    const p = base()
    const copy = structuredClone(p)
    const next = setPin(addText(p, ref, 'headlines', '  Quatro  '), ref, 'headlines', 0, 1)
    expect(p).toEqual(copy)
    expect(next.ad_groups[0]).toBe(p.ad_groups[0])
    expect(next.ad_groups[1].ads[0].headlines).toEqual([{ text: 'Um', pin: 1 }, { text: 'Dois', pin: null }, { text: 'Três', pin: null }, { text: 'Quatro', pin: null }])
  })

  it('add ads up to 3, each empty, and remove the one asked', () => {
    let p = addAd(addAd(addAd(base(), 1), 1), 1)
    expect(p.ad_groups[1].ads).toHaveLength(3)
    expect(p.ad_groups[1].ads[2]).toEqual({ headlines: [], descriptions: [], path1: '', path2: '' })
    p = addText(p, { group: 1, ad: 1 }, 'headlines', 'Segundo')
    p = removeAd(p, { group: 1, ad: 0 })
    expect(p.ad_groups[1].ads.map((a) => a.headlines.map((x) => x.text))).toEqual([['Segundo'], []])
  })

  it('edit keeps the pin, remove and move by index, remove by value ignores case', () => {
    let p = setPin(base(), ref, 'headlines', 1, 2)
    p = editText(p, ref, 'headlines', 1, 'Dois novo')
    expect(p.ad_groups[1].ads[0].headlines[1]).toEqual({ text: 'Dois novo', pin: 2 })
    expect(texts(moveText(p, ref, 'headlines', 0, 2))).toEqual(['Dois novo', 'Três', 'Um'])
    expect(texts(moveText(p, ref, 'headlines', 2, 0))).toEqual(['Três', 'Um', 'Dois novo'])
    expect(moveText(p, ref, 'headlines', 2, 3)).toBe(p)
    expect(texts(removeText(p, ref, 'headlines', 0))).toEqual(['Dois novo', 'Três'])
    expect(texts(removeTextByValue(p, ref, 'headlines', ' TRÊS '))).toEqual(['Um', 'Dois novo'])
  })

  it.each([
    ['headlines', 3, true], ['headlines', 4, false], ['headlines', 0, false], ['descriptions', 2, true], ['descriptions', 3, false],
  ] as const)('pins %s to %i: accepted %s', (kind, pin, ok) => {
    const p = setPin(base(), ref, kind, 0, pin)
    expect(p.ad_groups[1].ads[0][kind][0].pin).toBe(ok ? pin : null)
  })

  it('a missing ad or group changes nothing', () => {
    const p = base()
    expect(addText(p, { group: 5, ad: 0 }, 'headlines', 'X')).toBe(p)
    expect(setPath(p, { group: 1, ad: 2 }, 'path1', 'x')).toBe(p)
  })

  it('paths are trimmed; path problems', () => {
    expect(setPath(base(), ref, 'path1', ' oferta ').ad_groups[1].ads[0].path1).toBe('oferta')
    expect(pathProblem('kit-3-potes')).toBeNull()
    expect(pathProblem('promocao-relampago')).toBe('O caminho passa do limite de 15 caracteres (tem 18).')
  })

  it('fill appends what is missing and fits, up to 15 headlines and 4 descriptions', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Título ${i + 1}`)
    const lists = {
      headlines: ['um', 'X'.repeat(31), ...many],
      descriptions: ['Desc um', 'Desc três', 'Desc quatro', 'Desc cinco'],
    }
    const p = fillFromCampaign(base(), ref, lists)
    expect(texts(p)).toEqual(['Um', 'Dois', 'Três', ...many.slice(0, 12)])
    expect(p.ad_groups[1].ads[0].descriptions.map((x) => x.text)).toEqual(['Desc um', 'Desc dois', 'Desc três', 'Desc quatro'])
    expect(fillAd(base().ad_groups[1].ads[0], lists).added).toEqual({ headlines: 12, descriptions: 2 })
    expect(fillAd(p.ad_groups[1].ads[0], lists)).toEqual({ ad: p.ad_groups[1].ads[0], added: { headlines: 0, descriptions: 0 } })
    expect(parsePlan(p).ok).toBe(true)
  })

  it('fills an empty ad into one the schema accepts', () => {
    const p = addAd(plan([[]]), 0)
    expect(parsePlan(p).ok).toBe(false)
    expect(parsePlan(fillFromCampaign(p, { group: 0, ad: 0 }, { headlines: ['A', 'B', 'C'], descriptions: ['D1', 'D2'] }))).toMatchObject({ ok: true })
  })
})

describe('textProblem', () => {
  const a = ad(['Lipo Caps Original', 'Frete Grátis', 'Compre Hoje'], ['Entrega rápida.', 'Site oficial.'])
  it.each([
    ['headlines', 'Nova', undefined, null],
    ['headlines', '   ', undefined, 'O título está em branco.'],
    ['headlines', 'x'.repeat(31), undefined, 'O título passa do limite de 30 caracteres (tem 31).'],
    ['headlines', 'é'.normalize('NFD').repeat(30), undefined, null],
    ['headlines', ' frete  GRÁTIS ', undefined, 'Já está no anúncio: é igual ao título 2.'],
    ['headlines', 'Frete Grátis', 1, null],
    ['headlines', 'Frete grátis', 2, 'Já está no anúncio: é igual ao título 2.'],
    ['headlines', 'a\u0000b', undefined, 'O título contém caracteres inválidos.'],
    ['descriptions', 'site oficial.', undefined, 'Já está no anúncio: é igual à descrição 2.'],
    ['descriptions', 'y'.repeat(91), undefined, 'A descrição passa do limite de 90 caracteres (tem 91).'],
  ] as const)('%s %j (index %s) → %s', (kind, text, index, expected) => {
    expect(textProblem(a, kind, text, index)).toBe(expected)
  })

  it('refuses a new one when the ad is full, not an edit', () => {
    const full = ad([], ['1', '2', '3', '4'])
    expect(textProblem(full, 'descriptions', 'Cinco')).toBe('O anúncio já tem 4 descrições, o máximo.')
    expect(textProblem(full, 'descriptions', 'Cinco', 3)).toBeNull()
  })
})
