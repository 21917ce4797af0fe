import { Suspense, lazy, type ReactNode } from 'react'
import type { ToolId } from '../../../../core/access'
import { usePlanAccess } from '../../../lib/session'
import { catalogueEntry, isToolLocked } from '../catalogue'
import type { LockedScreen } from './locked-tool'

const LockedTool = lazy(() => import('./locked-tool').then((m) => ({ default: m.LockedTool })))

/**
 * Mounts the tool only when the plan includes it (planAccess, from /api/me); otherwise the locked state
 * (./locked-tool, loaded only then): the tool's title, what it does, a lock and 'Ver Planos'. Nothing of
 * the tool is mounted meanwhile. A screen without a catalogue card passes its own `screen` texts.
 */
export function ToolGate({ tool, screen, children }: { tool: ToolId; screen?: LockedScreen; children: ReactNode }) {
  const access = usePlanAccess()
  if (access === null) return null
  if (isToolLocked(screen ? { tool } : catalogueEntry(tool), access)) {
    return <Suspense fallback={null}><LockedTool tool={tool} basic={access.tier === 'basic'} screen={screen} /></Suspense>
  }
  return <>{children}</>
}
