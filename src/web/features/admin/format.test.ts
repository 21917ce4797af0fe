import { describe, expect, it } from 'vitest'
import type { AuditState } from '../../../shared/admin'
import { adminDate, afterAction, auditActionLabel, changes, orNA } from './format'
import { filtersFrom, usersPath } from './users-query'

const basicActive: AuditState = { plan: 'basic', subscription_status: 'active', trial_expires_at: null, stripe_subscription_id: 'sub_1' }
const now = new Date('2026-11-20T12:00:00Z')
const line = (s: AuditState, a: AuditState) => changes(s, a).map((c) => `${c.label}: ${c.before} → ${c.after}`)

describe('admin dates', () => {
  it.each([
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['não é data', 'Data inválida'],
  ])('%s shows %s', (value, shown) => expect(adminDate(value)).toBe(shown))

  it('formats a valid date dd/MM/yyyy (and the time when asked)', () => {
    expect(adminDate('2026-03-05T15:00:00')).toBe('05/03/2026')
    expect(adminDate('2026-03-05T15:07:00', true)).toBe('05/03/2026 15:07')
  })

  it('an empty subscription id is N/A', () => {
    expect(orNA(null)).toBe('N/A')
    expect(orNA('')).toBe('N/A')
    expect(orNA('sub_9')).toBe('sub_9')
  })
})

describe('what an action changes (SPEC §4)', () => {
  it('Pro from Básico: plan only', () => {
    expect(line(basicActive, afterAction(basicActive, 'pro', now))).toEqual(['Plano: Básico → Pro'])
  })

  it('Trial: plan Trial, a trial end 3 days ahead', () => {
    const after = afterAction(basicActive, 'trial', now)
    expect(after).toMatchObject({ plan: 'pro', subscription_status: 'trialing', trial_expires_at: '2026-11-23T12:00:00.000Z' })
    const lines = line(basicActive, after)
    expect(lines[0]).toBe('Plano: Básico → Trial')
    expect(lines[1]).toMatch(/^Fim do teste: N\/A → 23\/11\/2026 \d\d:00$/)
  })

  it('Básico from a trial clears the trial end', () => {
    const trial: AuditState = { plan: 'pro', subscription_status: 'trialing', trial_expires_at: '2026-11-23T12:00:00.000Z' }
    const lines = line(trial, afterAction(trial, 'basic', now))
    expect(lines[0]).toBe('Plano: Trial → Básico')
    expect(lines[1]).toMatch(/^Fim do teste: 23\/11\/2026 \d\d:00 → N\/A$/)
  })

  it('Inativar and Ativar change the status only; nothing when already so', () => {
    const off = afterAction(basicActive, 'deactivate', now)
    expect(line(basicActive, off)).toEqual(['Status: Ativa → Inativa'])
    expect(line(off, afterAction(off, 'activate', now))).toEqual(['Status: Inativa → Ativa'])
    expect(line(basicActive, afterAction(basicActive, 'activate', now))).toEqual([])
  })

  it('a Stripe change of subscription id shows too', () => {
    expect(line(basicActive, { ...basicActive, stripe_subscription_id: null })).toEqual(['Assinatura: sub_1 → N/A'])
  })

  it('a Stripe renewal that moves only the next billing date shows it', () => {
    const before = { ...basicActive, current_period_end: '2026-11-10T12:00:00.000Z' }
    expect(line(before, { ...before, current_period_end: '2026-12-10T12:00:00.000Z' })).toEqual(['Próxima cobrança: 10/11/2026 → 10/12/2026'])
  })

  it('audit actions in pt-BR; an unknown Stripe event is named', () => {
    expect(auditActionLabel('deactivate', 'admin')).toBe('Inativado')
    expect(auditActionLabel('customer.subscription.deleted', 'stripe')).toBe('Assinatura cancelada')
    expect(auditActionLabel('invoice.payment_failed', 'stripe')).toBe('Pagamento recusado')
    expect(auditActionLabel('customer.subscription.paused', 'stripe')).toBe('Stripe: customer.subscription.paused')
  })
})

describe('filters in the URL', () => {
  it('reads known values and falls back to all', () => {
    expect(filtersFrom(new URLSearchParams('q=ana&plan=pro&status=inactive'))).toEqual({ q: 'ana', plan: 'pro', status: 'inactive' })
    expect(filtersFrom(new URLSearchParams('plan=gold&status=x'))).toEqual({ q: '', plan: 'all', status: 'all' })
  })

  it('sends only what is set, with the cursor', () => {
    expect(usersPath({ q: '', plan: 'all', status: 'all' })).toBe('/api/admin/users')
    expect(usersPath({ q: 'josé', plan: 'basic', status: 'active' }, 'abc')).toBe('/api/admin/users?q=jos%C3%A9&plan=basic&status=active&cursor=abc')
  })
})
