import type { ReactNode } from 'react'
import { Info } from 'lucide-react'
import { isLanguageCode, languageLabel } from '../../../../core/languages'
import type { SkipReport } from '../../../../core/generators/template-outcome'
import type { LanguageCode } from '../../../../core/types'
import { Button } from '../../../ui/button'
import { gen } from '../../../i18n/pt-BR/generators'

const n = gen.notes

/** What the screen says after a generation: templates left out and why, or the language it could not serve. */
export type GenerationNotice =
  | { kind: 'generated'; skipped: SkipReport; used: LanguageCode; chosen: LanguageCode }
  | { kind: 'no-templates'; chosen: LanguageCode; available: LanguageCode[] }

/** The languages worth offering when the chosen one has no templates: English and Portuguese first. */
export function offeredLanguages(available: readonly string[]): LanguageCode[] {
  return available.filter(isLanguageCode).slice(0, 3)
}

function skippedLines(r: SkipReport): string[] {
  const lines: string[] = []
  if (r.tooLong > 0) lines.push(n.tooLong(r.tooLong))
  if (r.missingFacts > 0) lines.push(n.missingFacts(r.missingFacts, r.neededFacts.map((k) => n.factNames[k]).join(', ')))
  if (r.brandClaims > 0) lines.push(n.brandClaims(r.brandClaims))
  if (r.templateTooLong > 0) lines.push(n.templateTooLong(r.templateTooLong))
  return lines
}

function Box({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={n.label} data-testid={testId} className="flex gap-2 rounded-md border border-border bg-muted/60 p-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 gap-2">{children}</div>
    </div>
  )
}

export function GenerationNotes({ notice, onUseLanguage }: {
  notice: GenerationNotice | null
  onUseLanguage: (language: LanguageCode) => void
}) {
  if (notice === null) return null
  if (notice.kind === 'no-templates') {
    return (
      <Box testId="language-notice">
        {notice.available.length === 0 ? <p>{n.noTemplatesAnywhere}</p> : (
          <>
            <p>{n.noTemplates(languageLabel(notice.chosen))} {n.offerLanguages}</p>
            <div className="flex flex-wrap gap-2">
              {notice.available.map((lang) => (
                <Button key={lang} type="button" size="sm" variant="outline" onClick={() => onUseLanguage(lang)}>{languageLabel(lang)}</Button>
              ))}
            </div>
          </>
        )}
      </Box>
    )
  }
  const lines = skippedLines(notice.skipped)
  if (notice.used !== notice.chosen) lines.unshift(n.usedLanguage(languageLabel(notice.used), languageLabel(notice.chosen)))
  if (lines.length === 0) return null
  return (
    <Box testId="generation-notes">
      <ul className="grid gap-1.5">
        {lines.map((line) => <li key={line}>{line}</li>)}
      </ul>
    </Box>
  )
}
