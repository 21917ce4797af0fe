import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ArrowLeft, ArrowRight, Info, X } from 'lucide-react'
import type { Campaign } from '../../../../core/campaigns/types'
import type { CampaignPlan } from '../../../../shared/plan'
import { builder as t } from '../../../i18n/pt-BR/builder'
import { Button } from '../../../ui/button'
import { whenIdle } from '../../../ui/lazy'
import { usePlanChecks } from '../plan-checker'
import { NO_ISSUES, STEP_COUNT, stepOfPath } from '../plan-steps'
import { useAutosave } from '../use-autosave'
import { BuilderStep, preloadSteps } from './builder-step'
import { ConflictDialog } from './conflict-dialog'
import { SaveStatus } from './save-status'
import { Stepper } from './stepper'

interface WorkspaceProps {
  campaign: Campaign
  initial: CampaignPlan
  /** The version `initial` was read at (null: never saved). */
  version: string | null
  /** A plan just started here: saved at once. */
  unsaved: boolean
  /** What planFromCampaign left out or guessed. */
  notes: string[]
}

/**
 * The plan being built: its five steps, the autosave and its status, the conflict dialog. Problems are
 * worked out in a worker (../plan-checker.ts), so typing never waits for them.
 */
export function Workspace({ campaign, initial, version, unsaved, notes: startNotes }: WorkspaceProps) {
  const [plan, setPlan] = useState(initial)
  const [step, setStep] = useState(0)
  const [notes, setNotes] = useState(startNotes)
  const update = useCallback((change: (p: CampaignPlan) => CampaignPlan) => setPlan((p) => change(p)), [])
  // The checks (schema, pre-flight) run in a worker: the first step paints without them, the counts
  // appear when they arrive, and typing never waits for them.
  const { checks, checker } = usePlanChecks(plan, campaign.name)
  const autosave = useAutosave(campaign.id, plan, setPlan, version, unsaved, checker)
  const issues = checks?.issues ?? NO_ISSUES
  const preflight = checks?.preflight ?? null
  const counts = useMemo(() => {
    const n = [...issues.counts]
    for (const p of preflight?.errors ?? []) n[p.path ? stepOfPath(p.path) : STEP_COUNT - 1]++
    return n
  }, [issues, preflight])

  useEffect(() => whenIdle(preloadSteps), [])

  // Keyboard users land on the new step's heading (not on the first render).
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    heading.current?.focus()
    heading.current?.scrollIntoView?.({ block: 'nearest' })
  }, [step])
  const go = (next: number) => {
    moved.current = true
    setStep(Math.max(0, Math.min(STEP_COUNT - 1, next)))
  }

  return (
    <div className="grid min-w-0 gap-4" data-testid="builder-workspace">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words text-sm text-muted-foreground">{campaign.name}</p>
        <SaveStatus status={autosave.status} />
      </div>
      <Stepper current={step} counts={counts} onSelect={go} />
      {notes.length > 0 && (
        <section aria-labelledby="builder-notes-title" className="relative rounded-md border border-border bg-muted/40 p-3 pr-12 text-sm" data-testid="builder-notes">
          <h2 id="builder-notes-title" className="mb-1 flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="size-4" />{t.notesTitle}
          </h2>
          <ul className="grid list-disc gap-1 pl-5">{notes.map((n) => <li key={n}>{n}</li>)}</ul>
          <Button variant="ghost" size="icon" className="absolute right-1 top-1" aria-label={t.notesClose} onClick={() => setNotes([])}>
            <X aria-hidden="true" />
          </Button>
        </section>
      )}
      <section aria-labelledby="builder-step-title" className="min-w-0">
        <h2 id="builder-step-title" ref={heading} tabIndex={-1} className="mb-1 text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {step + 1}. {t.steps.names[step]}
        </h2>
        <BuilderStep step={step} plan={plan} campaign={campaign} update={update} issues={issues} preflight={preflight} autosave={autosave} onGo={go} />
      </section>
      <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
        <Button variant="outline" disabled={step === 0} onClick={() => go(step - 1)}>
          <ArrowLeft aria-hidden="true" />{t.steps.previous}
        </Button>
        <Button disabled={step === STEP_COUNT - 1} onClick={() => go(step + 1)}>
          {t.steps.next}<ArrowRight aria-hidden="true" />
        </Button>
      </div>
      <ConflictDialog newer={autosave.newer} onTakeNewer={autosave.takeNewer} onKeepMine={autosave.keepMine} />
    </div>
  )
}
