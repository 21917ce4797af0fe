import { Suspense, lazy } from 'react'
import type { Preflight } from '../../../../core/campaigns/preflight'
import { builder as t } from '../../../i18n/pt-BR/builder'
import type { PlanIssues } from '../plan-steps'
import type { StepProps } from '../step-props'
import type { Autosave } from '../use-autosave'
import { SettingsStep } from '../steps/settings-step'
import { Spinner } from '../../../ui/spinner'

/**
 * Step 1 comes with the page; steps 2 to 5 (groups and their virtual lists, preview, strength estimate,
 * editors, review) load when first opened, or when the browser is idle.
 */
const loadGroups = () => import('../steps/groups-step')
const loadAds = () => import('../steps/ads-step')
const loadExtensions = () => import('../steps/extensions-step')
const loadReview = () => import('../steps/review-step')
const GroupsStep = lazy(() => loadGroups().then((m) => ({ default: m.GroupsStep })))
const AdsStep = lazy(() => loadAds().then((m) => ({ default: m.AdsStep })))
const ExtensionsStep = lazy(() => loadExtensions().then((m) => ({ default: m.ExtensionsStep })))
const ReviewStep = lazy(() => loadReview().then((m) => ({ default: m.ReviewStep })))
export function preloadSteps() {
  for (const load of [loadGroups, loadAds, loadExtensions, loadReview]) void load().catch(() => undefined)
}

export interface BuilderStepProps extends StepProps {
  step: number
  issues: PlanIssues
  /** null until the plan's checks have loaded. */
  preflight: Preflight | null
  autosave: Autosave
  onGo: (step: number) => void
}

/** The step on screen. */
export function BuilderStep({ step, issues, preflight, autosave, onGo, ...props }: BuilderStepProps) {
  switch (step) {
    case 0: return <SettingsStep {...props} issues={issues} />
    case 1: return <Suspense fallback={<StepLoading />}><GroupsStep {...props} issues={issues} /></Suspense>
    case 4:
      if (preflight === null) return <StepLoading />
      return <Suspense fallback={<StepLoading />}><ReviewStep {...props} issues={issues} preflight={preflight} autosave={autosave} onGo={onGo} /></Suspense>
    case 2: return <Suspense fallback={<StepLoading />}><AdsStep {...props} issues={issues} /></Suspense>
    default: return <Suspense fallback={<StepLoading />}><ExtensionsStep {...props} issues={issues} /></Suspense>
  }
}

function StepLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner size={24} aria-label={t.loadingStep} />
    </div>
  )
}
