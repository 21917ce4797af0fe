import { describe, expect, it } from 'vitest'
import { checkoutUrl } from './checkout-url'

const account = { id: 'u_123-abc', email: 'ana+teste@exemplo.com.br' }

describe('checkoutUrl', () => {
  it('adds the account reference and e-mail to a Stripe Payment Link, URL-encoded', () => {
    const url = new URL(checkoutUrl('https://buy.stripe.com/test_abc123', account))
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_abc123')
    expect(url.searchParams.get('client_reference_id')).toBe('u_123-abc')
    expect(url.searchParams.get('prefilled_email')).toBe('ana+teste@exemplo.com.br')
    expect(url.search).toContain('prefilled_email=ana%2Bteste%40exemplo.com.br')
  })

  it("keeps the link's own parameters", () => {
    const url = new URL(checkoutUrl('https://buy.stripe.com/test_abc?locale=pt-BR&prefilled_promo_code=X', account))
    expect(url.searchParams.get('locale')).toBe('pt-BR')
    expect(url.searchParams.get('prefilled_promo_code')).toBe('X')
    expect(url.searchParams.get('client_reference_id')).toBe('u_123-abc')
  })

  it('replaces a reference already in the link instead of sending two', () => {
    const url = new URL(checkoutUrl('https://buy.stripe.com/x?client_reference_id=outro', account))
    expect(url.searchParams.getAll('client_reference_id')).toEqual(['u_123-abc'])
  })

  it('treats a stripe.com checkout page as a Stripe link', () => {
    expect(new URL(checkoutUrl('https://checkout.stripe.com/c/pay/cs_test_1', account)).searchParams.get('client_reference_id')).toBe('u_123-abc')
  })

  it.each([
    'https://checkout.example.com/forjaads-pro',
    'https://pay.hotmart.com/X123?off=abc',
    'http://buy.stripe.com/test_abc', // not https
    'https://buy.stripe.com.evil.example/test_abc',
    'https://evilstripe.com/checkout',
    'https://stripe.com/pricing', // a stripe page, not a checkout
    'not a url',
  ])('leaves %s unchanged', (link) => {
    expect(checkoutUrl(link, account)).toBe(link)
  })

  it('leaves the link unchanged without an account', () => {
    expect(checkoutUrl('https://buy.stripe.com/test_abc', null)).toBe('https://buy.stripe.com/test_abc')
  })
})
