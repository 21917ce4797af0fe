import { Suspense, lazy } from 'react'
import type { Preflight } from '../../../../core/campaigns/preflight'
import { builder as t } from '../../../i18n/pt-BR/builder'
import type { PlanIssues } from '../plan-issues'
import type { StepProps } from '../step-props'
import type { Autosave } from '../use-autosave'
import { GroupsStep } from '../steps/groups-step'
import { ReviewStep } from '../steps/review-step'
import { SettingsStep } from '../steps/settings-step'
import { Spinner } from '../../../ui/spinner'

/** Steps 3 and 4 (preview, strength estimate, editors) load when first opened, or when the browser is idle. */
const loadAds = () => import('../steps/ads-step')
const loadExtensions = () => import('../steps/extensions-step')
const AdsStep = lazy(() => loadAds().then((m) => ({ default: m.AdsStep })))
const ExtensionsStep = lazy(() => loadExtensions().then((m) => ({ default: m.ExtensionsStep })))
export function preloadSteps() {
  void loadAds().catch(() => undefined)
  void loadExtensions().catch(() => undefined)
}

export interface BuilderStepProps extends StepProps {
  step: number
  issues: PlanIssues
  preflight: Preflight
  autosave: Autosave
  onGo: (step: number) => void
}

/** The step on screen. */
export function BuilderStep({ step, issues, preflight, autosave, onGo, ...props }: BuilderStepProps) {
  switch (step) {
    case 0: return <SettingsStep {...props} issues={issues} />
    case 1: return <GroupsStep {...props} issues={issues} />
    case 4: return <ReviewStep {...props} issues={issues} preflight={preflight} autosave={autosave} onGo={onGo} />
    case 2: return <Suspense fallback={<StepLoading />}><AdsStep {...props} /></Suspense>
    default: return <Suspense fallback={<StepLoading />}><ExtensionsStep {...props} /></Suspense>
  }
}

function StepLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner size={24} aria-label={t.loadingStep} />
    </div>
  )
}
