import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedbacks, profiles, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const EMPTY = { error: { code: 'invalid_input', message: 'Por favor, escreva sua mensagem antes de enviar.' } }

describe('POST /api/feedback', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request('/api/feedback', { method: 'POST', json: { content: 'Olá' } })
    expect(res.status).toBe(401)
    expect(await t.db.select().from(feedbacks)).toEqual([])
  })

  it.each([
    ['empty', { content: '' }, EMPTY],
    ['only spaces', { content: ' \n\t ' }, EMPTY],
    ['missing', {}, EMPTY],
    ['too long', { content: 'a'.repeat(5001) }, { error: { code: 'invalid_input', message: 'Mensagem muito longa (máximo 5000 caracteres).' } }],
  ])('refuses a message that is %s with 422 and stores nothing', async (_, json, body) => {
    const cookie = await t.user(`vazio-${Math.random().toString(36).slice(2)}@example.com`)
    const res = await t.request('/api/feedback', { method: 'POST', cookie, json })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual(body)
    expect(await t.db.select().from(feedbacks)).toEqual([])
  })

  it('stores the trimmed message with the user id, even after the trial has ended', async () => {
    const cookie = await t.user('opina@example.com')
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'opina@example.com'))
    await t.db.update(profiles).set({ trial_expires_at: new Date(Date.now() - 60_000) }).where(eq(profiles.id, u.id))
    const res = await t.request('/api/feedback', { method: 'POST', cookie, json: { content: '  Adorei o gerador de sitelinks!  ' } })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { id: string; content: string; created_at: string }
    expect(body).toMatchObject({ content: 'Adorei o gerador de sitelinks!' })
    const rows = await t.db.select().from(feedbacks)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: body.id, user_id: u.id, content: 'Adorei o gerador de sitelinks!' })
  })
})
