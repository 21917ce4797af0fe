import { describe, expect, it } from 'vitest'
import { checkItem, checkList } from './editorial'
import type { AssetType, Sitelink } from './types'

const msgs = (kind: AssetType, item: string | Sitelink) => checkItem(kind, item).map((w) => w.message)

describe('checkItem: ad text', () => {
  it.each<[string, AssetType, string, string[]]>([
    ['clean title', 'titles', 'Colágeno Original', []],
    ['title at the limit', 'titles', 'a'.repeat(30), []],
    ['title over the limit', 'titles', 'a'.repeat(31), ['Passa do limite de 30 caracteres']],
    ['accents count once', 'titles', 'ç'.repeat(30), []],
    ['decomposed accents count once', 'titles', 'c\u0327'.repeat(30), []],
    ['description over 90', 'descriptions', 'a'.repeat(91), ['Passa do limite de 90 caracteres']],
    ['callout over 25', 'callouts', 'a'.repeat(26), ['Passa do limite de 25 caracteres']],
    ['promotion at 20', 'promotions', 'a'.repeat(20), []],
    ['promotion over 20', 'promotions', 'a'.repeat(21), ['Passa do limite de 20 caracteres']],
    ['caps word with accent', 'titles', 'Frete GRÁTIS hoje', ['Palavra toda em maiúsculas: GRÁTIS']],
    ['caps word, decomposed accent', 'titles', 'Frete GRA\u0301TIS', ['Palavra toda em maiúsculas: GRÁTIS']],
    ['several caps words, each once', 'callouts', 'FRETE GRÁTIS FRETE', ['Palavras todas em maiúsculas: FRETE, GRÁTIS']],
    ['caps word of 3 letters is flagged, a known acronym is not', 'titles', 'Kit PRO e USA', ['Palavra toda em maiúsculas: PRO']],
    ['caps word of 2 letters', 'titles', 'Kit DE ouro', ['Palavra toda em maiúsculas: DE']],
    ['caps word of 4 letters is not', 'titles', 'Linha NOVA', ['Palavra toda em maiúsculas: NOVA']],
    ['caps with digits ignored', 'titles', 'Modelo XPTO2000 e MP3', []],
    ['caps next to punctuation still a word', 'descriptions', 'Só hoje: OFERTA.', ['Palavra toda em maiúsculas: OFERTA']],
    ['hyphenated caps split into words', 'titles', 'PRÉ-VENDA já', ['Palavras todas em maiúsculas: PRÉ, VENDA']],
    ['capitalised word is fine', 'titles', 'Oferta Especial Hoje', []],
    ['uncased script is fine', 'titles', 'コラーゲン 最高', []],
    ['title with "!"', 'titles', 'Compre já!', ['Título não pode ter "!"']],
    ['one "!" in a description is fine', 'descriptions', 'Compre já! Frete grátis.', []],
    ['two "!" in a description', 'descriptions', 'Compre já! Frete grátis!', ['Mais de um "!" na descrição']],
    ['"!" in a callout has its own rule', 'callouts', 'Aproveite!', ['Frase de destaque não pode ter "!"']],
    ['repeated "!!" in a description', 'descriptions', 'Compre já!!', ['Pontuação repetida: !!', 'Mais de um "!" na descrição']],
    ['repeated "!!" in a title', 'titles', 'Oferta!!', ['Pontuação repetida: !!', 'Título não pode ter "!"']],
    ['"???" reported as is', 'callouts', 'Dúvidas???', ['Pontuação repetida: ???']],
    ['"..." flagged', 'callouts', 'E mais...', ['Pontuação repetida: ...']],
    ['".." not flagged', 'callouts', 'E mais..', []],
    ['"?!" (mixed) is not repeated punctuation', 'descriptions', 'Sério?!', []],
    ['several runs listed once', 'callouts', 'Oi?? Sim?? ...', ['Pontuação repetida: ?? ...']],
    ['emoji', 'callouts', 'Frete grátis 🚚', ['Emoji não é aceito']],
    ['emoji-like symbol', 'callouts', 'Entrega ✈ rápida', ['Emoji não é aceito']],
    ['® and ™ are allowed', 'titles', 'Colágeno® Verisol™ ©', []],
    ['leading space', 'titles', ' Oferta', ['Espaço no início ou no fim']],
    ['trailing tab', 'titles', 'Oferta\t', ['Espaço no início ou no fim']],
    ['a double inner space', 'titles', 'Oferta  dupla', ['Espaço duplo entre palavras']],
    ['empty is fine', 'titles', '', []],
    ['everything at once', 'titles', ' OFERTA!! 🎁' + 'a'.repeat(30), [
      'Passa do limite de 30 caracteres', 'Pontuação repetida: !!', 'Emoji não é aceito',
      'Palavra toda em maiúsculas: OFERTA', 'Título não pode ter "!"', 'Espaço no início ou no fim',
    ]],
  ])('%s', (_name, kind, item, expected) => {
    expect(msgs(kind, item)).toEqual(expected)
  })
})

describe('checkItem: keywords and negatives', () => {
  const eleven = 'um dois três quatro cinco seis sete oito nove dez onze'
  const ten = 'um dois três quatro cinco seis sete oito nove dez'
  it.each<[string, AssetType, string, string[]]>([
    ['clean', 'keywords', 'colágeno hidrolisado', []],
    ['exact wrapping ignored', 'keywords', '[colágeno hidrolisado]', []],
    ['phrase wrapping ignored', 'keywords', '"colágeno hidrolisado"', []],
    ['brackets do not count toward the 80', 'keywords', `[${'a'.repeat(80)}]`, []],
    ['over 80 characters', 'keywords', 'a'.repeat(81), ['Passa do limite de 80 caracteres']],
    ['10 words', 'keywords', ten, []],
    ['11 words', 'keywords', eleven, ['Mais de 10 palavras']],
    ['11 words wrapped', 'keywords', `"${eleven}"`, ['Mais de 10 palavras']],
    ['negative with 11 words', 'negative_keywords', eleven, ['Mais de 10 palavras']],
    ['symbol @', 'keywords', 'contato@loja', ['Símbolo não aceito pelo Google: @']],
    ['symbol comma', 'keywords', 'barato, bom', ['Símbolo não aceito pelo Google: ,']],
    ['several symbols once each', 'keywords', 'a%b%c(d)', ['Símbolos não aceitos pelo Google: % ( )']],
    ['backslash and pipe', 'negative_keywords', 'a\\b|c', ['Símbolos não aceitos pelo Google: \\ |']],
    ['every refused symbol', 'keywords', 'x!@%^*()={};~`<>?\\|,', [
      'Símbolos não aceitos pelo Google: ! @ % ^ * ( ) = { } ; ~ ` < > ? \\ | ,',
    ]],
    ['backtick', 'keywords', 'colágeno`original', ['Símbolo não aceito pelo Google: `']],
    ['allowed punctuation', 'keywords', 'site.com.br - loja & cia + 50% off'.replace('%', ''), []],
    ['"!!" is a symbol and repeated punctuation', 'keywords', 'oferta!!', ['Pontuação repetida: !!', 'Símbolo não aceito pelo Google: !']],
    ['caps do not matter in keywords', 'keywords', 'COLÁGENO GRÁTIS', []],
    ['emoji', 'keywords', 'colágeno 💪', ['Emoji não é aceito']],
    ['space outside the wrapping', 'keywords', ' [colágeno]', ['Espaço no início ou no fim']],
    ['space inside the wrapping', 'keywords', '[colágeno ]', ['Espaço no início ou no fim']],
    ['space inside quotes', 'negative_keywords', '" grátis"', ['Espaço no início ou no fim']],
  ])('%s', (_name, kind, item, expected) => {
    expect(msgs(kind, item)).toEqual(expected)
  })
})

describe('checkItem: sitelinks', () => {
  const sl = (text: string, desc1 = '', desc2 = ''): Sitelink => ({ text, desc1, desc2 })
  it.each<[string, Sitelink, { message: string; field: string }[]]>([
    ['clean', sl('Comprar', 'Frete grátis', 'Entrega rápida'), []],
    ['at every limit', sl('a'.repeat(25), 'b'.repeat(35), 'c'.repeat(35)), []],
    ['text over 25', sl('a'.repeat(26)), [{ message: 'Texto: Passa do limite de 25 caracteres', field: 'text' }]],
    ['desc2 over 35', sl('ok', 'b', 'c'.repeat(36)), [{ message: 'Descrição 2: Passa do limite de 35 caracteres', field: 'desc2' }]],
    ['caps in desc1 and emoji in text', sl('Loja 🛒', 'FRETE grátis', 'Entrega rápida'), [
      { message: 'Texto: Emoji não é aceito', field: 'text' },
      { message: 'Descrição 1: Palavra toda em maiúsculas: FRETE', field: 'desc1' },
    ]],
    ['"!" in any part of a sitelink', sl('Compre!', 'Já!', 'Hoje'), [
      { message: 'Texto: Sitelink não pode ter "!"', field: 'text' },
      { message: 'Descrição 1: Sitelink não pode ter "!"', field: 'desc1' },
    ]],
    ['one description line only', sl('Comprar', 'Frete grátis'), [
      { message: 'Descrição 2: vazia, mas a Descrição 1 está preenchida', field: 'desc2' },
    ]],
  ])('%s', (_name, item, expected) => {
    expect(checkItem('sitelinks', item).map(({ message, field }) => ({ message, field }))).toEqual(expected)
  })
})

describe('checkItem codes', () => {
  it.each<[AssetType, string, string[]]>([
    ['titles', 'a'.repeat(31), ['too-long']],
    ['keywords', 'a b c d e f g h i j k', ['too-many-words']],
    ['keywords', 'a@b', ['invalid-symbol']],
    ['titles', 'GRÁTIS', ['all-caps']],
    ['callouts', 'a...', ['repeated-punctuation']],
    ['titles', 'a!', ['title-exclamation']],
    ['descriptions', 'a! b!', ['description-exclamations']],
    ['callouts', '🔥', ['emoji']],
    ['callouts', 'a ', ['edge-space']],
    ['callouts', 'a!', ['callout-exclamation']],
    ['titles', '★ a', ['decorative-symbol']],
    ['titles', '𝐚𝐛', ['styled-letters']],
    ['titles', '*a*', ['asterisk']],
    ['titles', 'fl@res', ['symbol-in-word']],
    ['titles', 'F.R.E.T.E', ['spaced-letters']],
    ['titles', 'a  b', ['double-space']],
    ['titles', 'a a a', ['repeated-word']],
    ['descriptions', 'Ligue 11 3333-4444', ['phone-number']],
    ['titles', '{keyword:}', ['dki-invalid']],
    ['descriptions', 'Cura a gastrite', ['health-cure']],
    ['descriptions', 'Perca 10 kg', ['health-weight-loss']],
    ['descriptions', 'Antes e depois', ['health-before-after']],
    ['descriptions', 'Milagre', ['health-miracle']],
    ['descriptions', 'Sem efeitos colaterais', ['health-side-effects']],
    ['descriptions', 'Resultado garantido', ['health-guarantee']],
  ])('%s %j → %j', (kind, item, codes) => {
    expect(checkItem(kind, item).map((w) => w.code)).toEqual(codes)
  })
})

describe('every warning comes with a suggested fix', () => {
  it.each<[AssetType, string, string[]]>([
    ['titles', 'a'.repeat(31), ['Encurte para até 30 caracteres (tem 31)']],
    ['keywords', 'a b c d e f g h i j k', ['Deixe no máximo 10 palavras (tem 11)']],
    ['keywords', 'a@b', ['Remova o símbolo @']],
    ['keywords', 'a%b(c)', ['Remova os símbolos % ( )']],
    ['titles', 'Frete GRÁTIS', ['Escreva "Grátis" em vez de "GRÁTIS"']],
    ['callouts', 'Oi?? Sim...', ['Use um sinal só: ? em vez de ??; . em vez de ...']],
    ['titles', 'Compre já!', ['Remova o "!" do título']],
    ['descriptions', 'Sim! Já!', ['Deixe no máximo um "!" na descrição']],
    ['callouts', 'Frete 🚚', ['Remova o emoji 🚚']],
    ['callouts', 'Frete ', ['Apague o espaço do início ou do fim']],
    ['callouts', 'Aproveite!', ['Remova o "!" da frase de destaque']],
  ])('%s %j', (kind, item, fixes) => {
    expect(checkItem(kind, item).map((w) => w.fix)).toEqual(fixes)
  })
})

describe('checkList', () => {
  it('maps only the flagged indexes', () => {
    const result = checkList('titles', ['Ok', 'Compre!', 'Tudo certo', ' x'])
    expect([...result.keys()]).toEqual([1, 3])
    expect(result.get(1)?.map((w) => w.code)).toEqual(['title-exclamation'])
    expect(result.get(3)?.map((w) => w.code)).toEqual(['edge-space'])
  })

  // Their time is a figure of bench/core.ts, not an assertion here (a timed test flakes on a busy machine).
  it('checks 100,000 keywords', () => {
    const items = Array.from({ length: 100_000 }, (_, i) =>
      i % 10 === 0 ? `[comprar colágeno@${i}]` : `comprar colágeno hidrolisado ${i}`)
    const result = checkList('keywords', items)
    expect(result.size).toBe(10_000)
  })

  it('checks 100,000 titles', () => {
    const items = Array.from({ length: 100_000 }, (_, i) => (i % 4 === 0 ? `OFERTA Colágeno ${i}!` : `Colágeno Original ${i}`))
    const result = checkList('titles', items)
    expect(result.size).toBe(25_000)
  })
})
