/** Textarea text ↔ lists: one item a line, trimmed, blank lines dropped. */
import type { Sitelink } from '../../../core/types'

export const toText = (items: readonly string[]) => items.join('\n')

export const fromText = (text: string) =>
  text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '')

export const sitelinksToText = (items: readonly Sitelink[]) =>
  items.map((s) => [s.text, s.desc1, s.desc2].join(';')).join('\n')

/** 'Texto;Descrição1;Descrição2' per line; lines without text are dropped (SPEC §5). */
export const sitelinksFromText = (text: string): Sitelink[] =>
  fromText(text)
    .map((line) => {
      const [t = '', d1 = '', ...rest] = line.split(';')
      return { text: t.trim(), desc1: d1.trim(), desc2: rest.join(';').trim() }
    })
    .filter((s) => s.text !== '')
