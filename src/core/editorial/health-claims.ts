/**
 * Health claims Google refuses or restricts in ads (unreliable claims, weight loss), in pt, en and es.
 * Written in plain lower-case letters; rules-health.ts makes them accent- and case-insensitive and
 * whole-word. No character classes here ('[oa]'): the accent folding would break them.
 */
import type { EditorialCode } from './types'

export type ClaimLanguage = 'pt' | 'en' | 'es'

export interface Claim {
  code: EditorialCode
  /** pt-BR reason; the matched words follow it. */
  reason: string
  /** pt-BR fix; {x} is the matched words, {s} the suggestion in the ad's language. */
  fix: string
  suggestion?: Record<ClaimLanguage, string>
  patterns: Record<ClaimLanguage, string>
}

const NUM = '(?:\\d+(?:(?:\\.|,)\\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte|trinta|' +
  'one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|' +
  'uno|dos|cuatro|siete|ocho|nueve|diez|doce|quince|veinte|treinta)'
const KILOS = '(?:kgs?|quilos?|kilos?|quilogramas?|kilogramos?|libras?|lbs?|pounds?)'
const TIME = '(?:dias?|semanas?|mes|meses|horas?|days?|weeks?|months?|hours?)'
const ONLY = '(?:(?:apenas|so|somente|only|just|solo)\\s+)?'
const UP_TO = '(?:(?:ate|up\\s+to|hasta|mais\\s+de|more\\s+than|mas\\s+de)\\s+)?'
const OBJECT = '(?:\\s+(?:(?:a|o|the|la|el|sua|your|su)\\s+)?(?:peso|weight|fat|gordura|grasa|barriga|belly|medidas|quilos|kilos|pounds|libras))?'
const IN = '\\s+(?:em|in|en)\\s+'

/** 'perca 10 kg', 'emagreça em 7 dias', '10 kg em 30 dias' with the verbs of one language. */
const weightLoss = (verbs: string) =>
  `(?:${verbs})\\s+${UP_TO}${NUM}\\s?${KILOS}|(?:${verbs})${OBJECT}${IN}${ONLY}${NUM}\\s+${TIME}|` +
  `${NUM}\\s?${KILOS}${IN}${ONLY}${NUM}\\s+${TIME}`

export const CLAIMS: Claim[] = [
  {
    code: 'health-cure',
    reason: 'Promessa de cura, que o Google recusa',
    fix: 'Troque {x} por {s}, sem prometer cura',
    suggestion: { pt: '"ajuda a aliviar"', en: '"helps relieve"', es: '"ayuda a aliviar"' },
    patterns: {
      pt: 'cura|curas|curar|curam|cure|curou|curaram|curando|acabe\\s+com|acabe\\s+de\\s+vez\\s+com|elimina\\s+de\\s+vez|elimine\\s+de\\s+vez',
      en: 'cures|cured|curing|eliminates\\s+for\\s+good|gets?\\s+rid\\s+of\\s+(?:it\\s+)?forever',
      es: 'curan|curamos|acabe\\s+con|elimina\\s+para\\s+siempre|elimine\\s+para\\s+siempre',
    },
  },
  {
    code: 'health-weight-loss',
    reason: 'Perda de peso com quilos ou prazo, que o Google restringe',
    fix: 'Troque {x} por {s}, sem quilos nem prazos',
    suggestion: { pt: '"ajuda a controlar o apetite"', en: '"helps control appetite"', es: '"ayuda a controlar el apetito"' },
    patterns: {
      pt: weightLoss('perca|percam|perder|perde|perdeu|perdi|elimine|eliminar|elimina|emagreca|emagrecer|emagrece|emagreceu|seque|secar|queime|queimar'),
      en: weightLoss('lose|loses|lost|losing|drop|shed|burn'),
      es: weightLoss('pierda|pierde|perdio|baje|bajar|baja|adelgace|adelgazar|adelgaza'),
    },
  },
  {
    code: 'health-before-after',
    reason: 'Comparação de antes e depois, que o Google restringe',
    fix: 'Remova {x}; mostre como usar o produto, sem comparar resultados',
    patterns: {
      pt: 'antes\\s+e\\s+(?:o\\s+)?depois|antes\\s*/\\s*depois',
      en: 'before\\s+(?:and|&)\\s+after|before\\s*/\\s*after',
      es: 'antes\\s+y\\s+(?:el\\s+)?despues|antes\\s*/\\s*despues',
    },
  },
  {
    code: 'health-miracle',
    reason: 'Promessa milagrosa, que o Google recusa',
    fix: 'Troque {x} por uma qualidade concreta, como {s}',
    suggestion: { pt: '"fórmula completa"', en: '"complete formula"', es: '"fórmula completa"' },
    patterns: {
      pt: 'milagre|milagres|milagroso|milagrosa|milagrosos|milagrosas',
      en: 'miracle|miracles|miraculous',
      es: 'milagro|milagros',
    },
  },
  {
    code: 'health-side-effects',
    reason: 'Promessa de nenhum efeito colateral, que o Google recusa',
    fix: 'Remova {x}; fale da composição e recomende ler o rótulo',
    patterns: {
      pt: '(?:sem|zero|nenhum|livre\\s+de)\\s+(?:efeitos\\s+colaterais|efeito\\s+colateral)',
      en: '(?:no|zero|without|free\\s+of|free\\s+from)\\s+side(?:\\s+|-)effects?',
      es: '(?:sin|cero|ningun)\\s+efectos?\\s+(?:secundarios?|colaterales?)',
    },
  },
  {
    code: 'health-guarantee',
    reason: 'Resultado garantido, que o Google recusa',
    fix: 'Troque {x} por {s} (se houver reembolso), sem garantir resultado',
    suggestion: { pt: '"garantia de satisfação"', en: '"satisfaction guarantee"', es: '"garantía de satisfacción"' },
    patterns: {
      pt: '100\\s?%\\s*garantid(?:o|a|os|as)|resultados?\\s+(?:100\\s?%\\s*)?garantid(?:o|a|os|as)|' +
        'garantia\\s+de\\s+resultados?|emagrecimento\\s+garantido',
      en: '100\\s?%\\s*guaranteed|guaranteed\\s+(?:weight\\s+loss\\s+)?results?|results?\\s+guaranteed|guaranteed\\s+weight\\s+loss',
      es: '100\\s?%\\s*garantizad(?:o|a|os|as)|resultados?\\s+garantizad(?:o|a|os|as)|adelgazamiento\\s+garantizado',
    },
  },
]
