import { describe, expect, it } from 'vitest'
import { dashboard } from '../../i18n/pt-BR/dashboard'
import { ApiError } from '../../lib/api'
import { feedbackError } from './feedback-error'

const t = dashboard.feedback

describe('feedbackError', () => {
  it('a refused text (422) shows the server message, never "Tente novamente"', () => {
    const err = new ApiError(422, 'invalid_input', 'Mensagem muito longa (máximo 5000 caracteres).')
    expect(feedbackError(err)).toEqual({ title: t.refused, body: 'Mensagem muito longa (máximo 5000 caracteres).' })
  })

  it('a body over the size limit (413) shows the server message', () => {
    const err = new ApiError(413, 'payload_too_large', 'Os dados enviados são grandes demais (máximo 1 MB).')
    expect(feedbackError(err).body).toBe('Os dados enviados são grandes demais (máximo 1 MB).')
    expect(feedbackError(err).body).not.toMatch(/Tente novamente/)
  })

  it('429 says to wait, with the server message when there is one', () => {
    expect(feedbackError(new ApiError(429, 'http_error', 'Algo deu errado'))).toEqual({ title: t.tooMany, body: t.tooManyBody })
    const server = new ApiError(429, 'rate_limited', 'Muitas tentativas. Aguarde 30 segundos.')
    expect(feedbackError(server)).toEqual({ title: t.tooMany, body: 'Muitas tentativas. Aguarde 30 segundos.' })
  })

  it('what a retry may fix keeps "Tente novamente"', () => {
    for (const err of [new ApiError(500, 'internal', 'x'), new ApiError(0, 'network', 'sem rede'), new Error('boom')]) {
      expect(feedbackError(err)).toEqual({ title: t.error, body: t.errorBody })
    }
  })

  it('the counter and the too-long message use pt-BR digits', () => {
    expect(t.count(5001, 5000)).toBe('5.001/5.000')
    expect(t.tooLong(5000, 1)).toContain('Apague 1 caractere para enviar')
    expect(t.tooLong(5000, 12)).toContain('Apague 12 caracteres para enviar')
  })
})
