import { describe, expect, it } from 'vitest'
import { ASSET_NAME_LIMIT, assetName, sameItems } from './asset-name'

const fallback = 'Palavras-chave 21/11/2026'

describe('assetName', () => {
  it.each<[string, Parameters<typeof assetName>[0], string]>([
    ['the loaded list', { items: ['a', '[b]'], savedLists: [{ name: 'Outra', items: ['x'] }, { name: 'Minha lista', items: ['a', '[b]'] }], product: 'Lipo', fallback }, 'Minha lista'],
    ['the newest of two equal lists', { items: ['a'], savedLists: [{ name: 'Velha', items: ['a'] }, { name: 'Nova', items: ['a'] }], product: '', fallback }, 'Nova'],
    ['an edited list is not the loaded one: the product', { items: ['a', 'c'], savedLists: [{ name: 'Minha lista', items: ['a', '[b]'] }], product: '  Lipo Slim ', fallback }, 'Lipo Slim'],
    ['order matters', { items: ['[b]', 'a'], savedLists: [{ name: 'Minha lista', items: ['a', '[b]'] }], product: '', fallback }, fallback],
    ['a blank saved name is skipped', { items: ['a'], savedLists: [{ name: '  ', items: ['a'] }], product: '', fallback }, fallback],
    ['no product: the fallback', { items: ['a'], savedLists: [], product: '   ', fallback }, fallback],
    ['inner runs of spaces become one', { items: ['a'], savedLists: [], product: 'Lipo \n  Slim', fallback }, 'Lipo Slim'],
  ])('%s', (_, input, expected) => {
    expect(assetName(input)).toBe(expected)
  })

  it('clips a long name to the server limit', () => {
    const name = assetName({ items: ['a'], savedLists: [], product: 'x'.repeat(300), fallback })
    expect(name).toHaveLength(ASSET_NAME_LIMIT)
    expect(name.endsWith('…')).toBe(true)
  })
})

describe('sameItems', () => {
  it('compares sitelinks by their fields', () => {
    const s = { text: 'Site', desc1: 'a', desc2: 'b' }
    expect(sameItems([s], [{ ...s }])).toBe(true)
    expect(sameItems([s], [{ ...s, desc2: 'c' }])).toBe(false)
    expect(sameItems([s], ['Site'])).toBe(false)
    expect(sameItems([], [])).toBe(true)
  })
})
