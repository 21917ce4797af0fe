import type { ComponentProps } from 'react'
import { exportTexts as t } from '../../../i18n/pt-BR/export'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import type { useExportFixes } from './use-export-fixes'

type Fixes = ReturnType<typeof useExportFixes>

function Field({ id, label, hint, error, ...input }: ComponentProps<typeof Input> & { id: string; label: string; hint?: string; error?: string }) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id} className="leading-snug">{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} autoComplete="off" {...input} />
      {hint && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-sm text-destructive-hover">{error}</p>}
    </div>
  )
}

/** Inline inputs for what the export needs and the campaign lacks: final URL, daily budget, sitelink pages. */
export function ExportFixes({ fixes }: { fixes: Fixes }) {
  const { needsUrl, needsBudget, sitelinks, saving } = fixes
  if (!needsUrl && !needsBudget && sitelinks.length === 0) return null
  return (
    <div className="grid gap-4 rounded-md border border-border p-3 sm:p-4" data-testid="export-fixes">
      {(needsUrl || needsBudget) && (
        <section aria-labelledby="export-fixes-title" className="grid gap-3">
          <h3 id="export-fixes-title" className="text-sm font-semibold">{t.panel.fixesTitle}</h3>
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            {needsUrl && (
              <Field id="export-final-url" label={t.fields.finalUrl} hint={t.fields.finalUrlHint} type="url" inputMode="url"
                placeholder={t.fields.finalUrlPlaceholder} value={fixes.finalUrl} error={fixes.urlError} disabled={saving}
                onChange={(e) => fixes.setFinalUrl(e.target.value)} />
            )}
            {needsBudget && (
              <Field id="export-daily-budget" label={t.fields.dailyBudget} inputMode="decimal" placeholder={t.fields.dailyBudgetPlaceholder}
                value={fixes.budget} error={fixes.budgetError} disabled={saving} onChange={(e) => fixes.setBudget(e.target.value)} />
            )}
          </div>
        </section>
      )}
      {sitelinks.length > 0 && (
        <section aria-labelledby="export-sitelinks-title" className="grid gap-3">
          <div>
            <h3 id="export-sitelinks-title" className="text-sm font-semibold">{t.panel.sitelinksTitle}</h3>
            <p className="mt-1 text-xs text-muted-foreground">{t.panel.sitelinksHint}</p>
          </div>
          {sitelinks.map((s, i) => (
            <Field key={s.key} id={`export-sitelink-${i}`} label={t.panel.sitelinkLabel(s.text)} type="url" inputMode="url"
              placeholder={t.fields.finalUrlPlaceholder} value={fixes.pages[s.key] ?? ''} error={fixes.pageErrors[s.key]}
              disabled={saving} onChange={(e) => fixes.setPage(s.key, e.target.value)} />
          ))}
        </section>
      )}
    </div>
  )
}
