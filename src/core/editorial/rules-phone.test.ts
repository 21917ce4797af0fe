import { describe, expect, it } from 'vitest'
import { checkItem } from '../editorial'
import { phoneNumbers } from './rules-phone'

describe('phone numbers in ad text', () => {
  it.each([
    ['Ligue (11) 98765-4321', ['(11) 98765-4321']],
    ['Ligue (11)98765-4321 já', ['(11)98765-4321']],
    ['Ligue (011) 3333 4444', ['(011) 3333 4444']],
    ['Ligue 11 3333-4444', ['11 3333-4444']],
    ['Ligue 11 98765-4321', ['11 98765-4321']],
    ['Ligue 11 9 8765-4321', ['11 9 8765-4321']],
    ['WhatsApp 11987654321', ['11987654321']],
    ['Ligue +55 11 98765-4321', ['+55 11 98765-4321']],
    ['Ligue +55 (11) 3333-4444', ['+55 (11) 3333-4444']],
    ['Central 0800 123 4567', ['0800 123 4567']],
    ['Central 0800-123-4567', ['0800-123-4567']],
    ['Ligue 4004-0001 agora', ['4004-0001']],
    ['Ligue 98765-4321', ['98765-4321']],
    ['Call +1 555 123 4567', ['+1 555 123 4567']],
    ['Call (555) 123-4567', ['(555) 123-4567']],
    ['Call 1-800-123-4567', ['1-800-123-4567']],
    ['Llame +34 91 123 45 67', ['+34 91 123 45 67']],
    ['Appelez +33 1 23 45 67 89', ['+33 1 23 45 67 89']],
    ['Fixo 3333-4444 ou 11 98765-4321', ['3333-4444', '11 98765-4321']],
  ])('%s', (s, expected) => {
    expect(phoneNumbers(s)).toEqual(expected)
  })

  it.each([
    'Em 12x de R$ 99,90 sem juros', 'De R$ 1.299,90 por R$ 999,90', '50% off em 2024', 'Leve 3 por 2',
    'Coleção 2024-2025', 'Mais de 10.000.000 clientes', '+10.000.000 de clientes', '+50% de desconto', '+30 dias de garantia',
    'CEP 01310-100', 'Entre 2000-3000 mg por dia', 'Atendimento das 8h às 18h', 'Desde 1998 no mercado', '12x R$ 1.234,56',
    'Kit 30x40x50 cm', 'Lote 1234 validade 2026', 'R$ 3333-4444', '1.000.000 de unidades vendidas',
  ])('%s is not a phone number', (s) => {
    expect(phoneNumbers(s)).toEqual([])
  })

  it('warns with the number and a fix', () => {
    expect(checkItem('descriptions', 'Ligue (11) 98765-4321 e peça já.').map(({ code, message, fix }) => ({ code, message, fix }))).toEqual([{
      code: 'phone-number',
      message: 'Telefone no texto do anúncio: "(11) 98765-4321"',
      fix: 'Remova o número; para receber ligações, use um recurso de ligação do Google Ads',
    }])
  })

  it('keywords may hold numbers', () => {
    expect(checkItem('keywords', 'telefone 0800 123 4567')).toEqual([])
  })
})
