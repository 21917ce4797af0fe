import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { cn } from '../lib/cn'
import { Button } from './button'
import { Spinner } from './spinner'
import { PasswordInput } from './password-input'
import { PageHeader } from './page-header'
import { Badge } from './badge'

describe('ui primitives', () => {
  it('cn lets the later Tailwind class win', () => {
    expect(cn('px-2 bg-primary', false, 'px-4')).toBe('bg-primary px-4')
  })

  it('a loading button is disabled and busy, and keeps its name', () => {
    const html = renderToStaticMarkup(<Button loading>Entrar</Button>)
    expect(html).toContain('disabled=""')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('Entrar')
    expect(html).not.toContain('role="status"')
  })

  it('asChild renders the child element with button classes', () => {
    const html = renderToStaticMarkup(<Button asChild variant="outline"><a href="/planos">Planos</a></Button>)
    expect(html).toMatch(/^<a [^>]*class="[^"]*border-input/)
  })

  it('spinner is a status with a default Portuguese label', () => {
    expect(renderToStaticMarkup(<Spinner />)).toContain('role="status" aria-label="Carregando"')
    expect(renderToStaticMarkup(<Spinner aria-label="Salvando" />)).toContain('aria-label="Salvando"')
  })

  it('password input starts hidden with a "Mostrar senha" toggle', () => {
    const html = renderToStaticMarkup(<PasswordInput id="senha" />)
    expect(html).toContain('type="password"')
    expect(html).toContain('aria-label="Mostrar senha"')
  })

  it('page header renders one h1, the description and the actions', () => {
    const html = renderToStaticMarkup(<PageHeader title="Campanhas" description="Suas campanhas" actions={<Badge>Pro</Badge>} />)
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toContain('Suas campanhas')
    expect(html).toContain('Pro')
  })
})
