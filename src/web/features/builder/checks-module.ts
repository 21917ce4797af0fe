import { lazyModule } from '../../ui/lazy'

/** ./plan-checks.ts, loaded on demand (the page starts it as soon as a plan is on screen). */
export const planChecksModule = lazyModule(() => import('./plan-checks'))
