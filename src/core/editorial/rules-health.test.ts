import { describe, expect, it } from 'vitest'
import { checkItem } from '../editorial'
import type { AssetType } from '../types'

const health = (kind: AssetType, s: string) =>
  checkItem(kind, s).filter((w) => w.code.startsWith('health-')).map(({ code, message, fix }) => ({ code, message, fix }))
const healthCodes = (s: string) => health('descriptions', s).map((w) => w.code)

describe('health claims in ad text', () => {
  it.each([
    // cure
    ['Cura a calvície', 'health-cure'], ['Promete curar a gastrite', 'health-cure'], ['Acabe com a celulite', 'health-cure'],
    ['Elimina de vez as manchas', 'health-cure'], ['Cures acne', 'health-cure'], ['It cured my back', 'health-cure'],
    ['La cura natural', 'health-cure'], ['Acabe con el acné', 'health-cure'], ['CURA a dor', 'health-cure'],
    // weight loss with a number or a deadline
    ['Perca 10 kg', 'health-weight-loss'], ['Perca até 10kg', 'health-weight-loss'], ['Emagreça em 7 dias', 'health-weight-loss'],
    ['Perder 5 quilos em um mês', 'health-weight-loss'], ['Elimine 3 kg por semana', 'health-weight-loss'],
    ['Seque a barriga em 30 dias', 'health-weight-loss'], ['10 kg em 30 dias', 'health-weight-loss'],
    ['EMAGREÇA EM 7 DIAS', 'health-weight-loss'], ['Emagreca em sete dias', 'health-weight-loss'],
    ['Lose 10 lbs fast', 'health-weight-loss'], ['Lose weight in 7 days', 'health-weight-loss'], ['Drop 20 pounds', 'health-weight-loss'],
    ['Pierda 10 kg', 'health-weight-loss'], ['Adelgace en 7 días', 'health-weight-loss'], ['Baje 5 kilos', 'health-weight-loss'],
    // before and after
    ['Veja o antes e depois', 'health-before-after'], ['Fotos de antes/depois', 'health-before-after'],
    ['Before and after photos', 'health-before-after'], ['Before & after', 'health-before-after'], ['Antes y después', 'health-before-after'],
    // miracle
    ['Fórmula milagrosa', 'health-miracle'], ['O creme milagre', 'health-miracle'], ['Miracle pill', 'health-miracle'],
    ['Un milagro natural', 'health-miracle'], ['Fórmula MILAGROSA', 'health-miracle'],
    // side effects
    ['Sem efeitos colaterais', 'health-side-effects'], ['Sem efeito colateral', 'health-side-effects'],
    ['No side effects', 'health-side-effects'], ['Zero side-effects', 'health-side-effects'],
    ['Sin efectos secundarios', 'health-side-effects'],
    // guaranteed results
    ['100% garantido', 'health-guarantee'], ['Resultado garantido', 'health-guarantee'], ['Resultados 100% garantidos', 'health-guarantee'],
    ['100% guaranteed', 'health-guarantee'], ['Guaranteed results', 'health-guarantee'], ['100% garantizado', 'health-guarantee'],
    ['Resultados garantizados', 'health-guarantee'],
  ])('%s → %s', (s, code) => {
    expect(healthCodes(s)).toEqual([code])
  })

  it.each([
    'Procura colágeno de qualidade?', 'Compra segura', 'Curativo em spray', 'Chá para emagrecer com saúde',
    'Garantia de 30 dias', 'Satisfação garantida ou seu dinheiro de volta', 'Resultados reais de clientes',
    'Antes de comprar, leia o rótulo', 'Entrega em 7 dias', 'Kit com 10 kg de ração', 'Perca o medo de comprar',
    'Secure checkout', 'Lose nothing: free returns', 'Efeitos da vitamina C', 'Descubra o milagreiro da cidade',
  ])('%s is fine', (s) => {
    expect(healthCodes(s)).toEqual([])
  })

  it.each([
    ['Cura a calvície', 'Promessa de cura, que o Google recusa: "Cura"', 'Troque "Cura" por "ajuda a aliviar", sem prometer cura'],
    ['Cures acne fast', 'Promessa de cura, que o Google recusa: "Cures"', 'Troque "Cures" por "helps relieve", sem prometer cura'],
    ['Emagreça em 7 dias', 'Perda de peso com quilos ou prazo, que o Google restringe: "Emagreça em 7 dias"',
      'Troque "Emagreça em 7 dias" por "ajuda a controlar o apetite", sem quilos nem prazos'],
    ['Pierda 10 kg', 'Perda de peso com quilos ou prazo, que o Google restringe: "Pierda 10 kg"',
      'Troque "Pierda 10 kg" por "ayuda a controlar el apetito", sem quilos nem prazos'],
    ['Veja o antes e depois', 'Comparação de antes e depois, que o Google restringe: "antes e depois"',
      'Remova "antes e depois"; mostre como usar o produto, sem comparar resultados'],
    ['Fórmula milagrosa', 'Promessa milagrosa, que o Google recusa: "milagrosa"',
      'Troque "milagrosa" por uma qualidade concreta, como "fórmula completa"'],
    ['Sem efeitos colaterais', 'Promessa de nenhum efeito colateral, que o Google recusa: "Sem efeitos colaterais"',
      'Remova "Sem efeitos colaterais"; fale da composição e recomende ler o rótulo'],
    ['100% guaranteed', 'Resultado garantido, que o Google recusa: "100% guaranteed"',
      'Troque "100% guaranteed" por "satisfaction guarantee" (se houver reembolso), sem garantir resultado'],
  ])('%s: message and fix', (s, message, fix) => {
    expect(health('descriptions', s).map(({ message, fix }) => ({ message, fix }))).toEqual([{ message, fix }])
  })

  it('decomposed accents match too', () => {
    expect(healthCodes('Emagrec\u0327a em 7 dias')).toEqual(['health-weight-loss'])
  })

  it('several claims, one warning each', () => {
    expect(healthCodes('Fórmula milagrosa: perca 10 kg, 100% garantido')).toEqual(['health-weight-loss', 'health-miracle', 'health-guarantee'])
  })

  it.each<AssetType>(['titles', 'callouts', 'promotions'])('checked in %s', (kind) => {
    expect(health(kind, 'Fórmula milagrosa').map((w) => w.code)).toEqual(['health-miracle'])
  })

  it('checked in every sitelink part', () => {
    const warnings = checkItem('sitelinks', { text: 'Antes e depois', desc1: 'Fórmula milagrosa', desc2: 'Sem efeitos colaterais' })
    expect(warnings.map((w) => [w.field, w.code])).toEqual([
      ['text', 'health-before-after'], ['desc1', 'health-miracle'], ['desc2', 'health-side-effects'],
    ])
  })

  it.each(['cura da calvície', 'emagrecer em 7 dias', 'remédio milagroso', 'antes e depois', 'perca 10 kg'])(
    'keywords may hold %j (people search it)', (s) => {
      expect(checkItem('keywords', s)).toEqual([])
    },
  )
})
