/**
 * What every step of the campaign builder receives (docs/decisions/014-campaign-builder.md): the plan
 * being built, the saved campaign it is built from (in full: its lists and their items) and the one way
 * to change the plan. Every change goes through `update`, which the page saves by itself (autosave).
 */
import type { Campaign } from '../../../core/campaigns/types'
import type { CampaignPlan } from '../../../shared/plan'

export interface StepProps {
  plan: CampaignPlan
  campaign: Campaign
  /** Applies a change to the plan (pure: return a new plan, never mutate). */
  update: (change: (plan: CampaignPlan) => CampaignPlan) => void
}
