import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { PickerDetails } from './picker-details'

describe('PickerDetails', () => {
  it('closed, holds its summary only: the list mounts when first opened', () => {
    const html = renderToStaticMarkup(<PickerDetails summary="Títulos da campanha (50)"><ul><li>Lipo Caps Original</li></ul></PickerDetails>)
    expect(html).toContain('<summary class="cursor-pointer text-sm font-medium">Títulos da campanha (50)</summary>')
    expect(html).not.toContain('Lipo Caps Original')
  })

  it('open from the start, shows the list at once', () => {
    const html = renderToStaticMarkup(<PickerDetails summary="Sitelinks da campanha (4)" open><ul><li>Ofertas</li></ul></PickerDetails>)
    expect(html).toMatch(/<details [^>]*open=""/)
    expect(html).toContain('Ofertas')
  })
})
