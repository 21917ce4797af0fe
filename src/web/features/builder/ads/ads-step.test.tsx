import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { makeCampaign } from '../../../../core/campaigns/__fixtures__/make-campaign'
import { planFromCampaign } from '../../../../core/builder/plan-from-campaign'
import type { CampaignPlan } from '../../../../shared/plan'
import { planIssues } from '../plan-issues'
import { NO_ISSUES } from '../plan-steps'
import { AdsStep } from '../steps/ads-step'
import { ExtensionsStep } from '../steps/extensions-step'

const campaign = makeCampaign({ name: 'Lipo Caps', final_url: 'https://www.lipocaps.com.br/oferta' }, [
  ['keywords', ['[lipo caps]', 'comprar lipo caps']],
  ['titles', ['Lipo Caps Original', 'Frete Grátis Hoje', 'Compre Lipo Caps']],
  ['descriptions', ['Compre no site oficial.', 'Kit com 3 potes.']],
  ['sitelinks', [{ text: 'Ofertas', desc1: 'Kits', desc2: 'Frete grátis', final_url: 'https://www.lipocaps.com.br/kits' }]],
  ['callouts', ['Frete Grátis']],
  ['negative_keywords', ['grátis']],
])
const plan = planFromCampaign(campaign, { grouping: 'funnel' }).plan
// The issues as the screen gets them: the plan's checks (plan-checker.ts) of the whole plan.
const render = (Step: typeof AdsStep, p: CampaignPlan = plan) =>
  renderToStaticMarkup(<Step plan={p} campaign={campaign} update={() => undefined} issues={planIssues(p)} />)
const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)</g)].map((m) => m[1])
const ariaLabels = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1].replaceAll('&quot;', '"'))

describe('AdsStep', () => {
  it('names every control in pt-BR and previews the ad', () => {
    const html = render(AdsStep)
    expect(labels(html)).toEqual(expect.arrayContaining(['Grupo de anúncios', 'Título 1', 'Título 3', 'Descrição 2', 'Novo título', 'Caminho 1', 'Caminho 2']))
    expect(ariaLabels(html)).toEqual(expect.arrayContaining(['Fixar título 1', 'Fixar descrição 2', 'Remover título 3', 'Subir título 2', 'Descer título 1']))
    expect(html).toContain('Adicionar título')
    expect(html).toContain('Ver outra combinação')
    expect(html).toContain('Patrocinado')
    expect(html).toContain('www.lipocaps.com.br/lipo/caps')
    expect(html).toContain('Lipo Caps Original | Frete Grátis Hoje | Compre Lipo Caps')
    expect(html).toContain('Força do anúncio: estimativa da ForjaAds, não a nota do Google')
    expect(html).toMatch(/role="meter"[^>]*aria-valuetext="Baixa|role="meter"[^>]*aria-valuetext="Média/)
  })

  it("shows the issues of the plan's checks, and parses nothing on the screen's thread itself", () => {
    const broken = { ...plan, ad_groups: plan.ad_groups.map((g) => ({ ...g, ads: [{ ...g.ads[0], path1: '', path2: 'kit' }] })) }
    const html = renderToStaticMarkup(<AdsStep plan={broken} campaign={campaign} update={() => undefined} issues={NO_ISSUES} />)
    expect(html).not.toContain('o caminho 2 só vale')
  })

  it('without groups, says where to create them', () => {
    expect(render(AdsStep, { ...plan, ad_groups: [] })).toContain('Crie-os na etapa Grupos de anúncios.')
  })

  it('shows the plan\'s errors next to the ad', () => {
    const broken = { ...plan, ad_groups: plan.ad_groups.map((g) => ({ ...g, ads: [{ ...g.ads[0], path1: '', path2: 'kit' }] })) }
    expect(render(AdsStep, broken)).toContain('Grupo 1, anúncio 1: o caminho 2 só vale com o caminho 1 preenchido.')
  })
})

describe('ExtensionsStep', () => {
  it('lists the plan\'s sitelinks with their fields, callouts, negatives and Google\'s recommendations', () => {
    const html = render(ExtensionsStep)
    expect(labels(html)).toEqual(expect.arrayContaining(['Texto do sitelink 1', 'Descrição 1 do sitelink 1', 'Descrição 2 do sitelink 1', 'URL final do sitelink 1', 'Nova frase de destaque', 'Nova negativa']))
    expect(html).toContain('1 sitelink no plano (até 20)')
    expect(html).toContain('O Google recomenda pelo menos 4 sitelinks')
    expect(html).toContain('O Google recomenda pelo menos 4 frases de destaque.')
    expect(ariaLabels(html)).toEqual(expect.arrayContaining(['Remover a frase "Frete Grátis"', 'Remover a negativa grátis']))
  })
})
