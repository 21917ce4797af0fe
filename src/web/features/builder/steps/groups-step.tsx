import { useMemo, useState } from 'react'
import { Layers, LoaderCircle, Plus } from 'lucide-react'
import { crossCache, crossGroupNegatives } from '../../../../core/builder/cross-negatives'
import { planFromCampaign, type Grouping } from '../../../../core/builder/plan-from-campaign'
import { builder } from '../../../i18n/pt-BR/builder'
import { notify } from '../../../lib/toast'
import { ConfirmDialog } from '../../../ui/alert-dialog'
import { Button } from '../../../ui/button'
import { Label } from '../../../ui/label'
import { Switch } from '../../../ui/switch'
import { nextTask } from '../../../ui/lazy'
import { GroupEditor } from '../groups/group-editor'
import { GroupList } from '../groups/group-list'
import { addGroup, mergeGroups } from '../groups/group-ops'
import type { PlanIssues } from '../plan-steps'
import type { StepProps } from '../step-props'

const t = builder.groups

/** Step 2, 'Grupos de anúncios': groups from the campaign's lists in one click, then edited one at a time. */
export function GroupsStep({ plan, campaign, update, issues }: StepProps & { issues: PlanIssues }) {
  const [grouping, setGrouping] = useState<Grouping>('funnel')
  const [confirming, setConfirming] = useState(false)
  const [creating, setCreating] = useState(false)
  const [open, setOpen] = useState(0)
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set())
  const groups = plan.ad_groups
  const current = Math.min(open, Math.max(0, groups.length - 1))
  const crossOn = plan.settings.cross_negatives
  // Kept by keyword list: a rename or a move reads again only the lists it changed.
  const [cache] = useState(crossCache)
  const cross = useMemo(() => (crossOn ? crossGroupNegatives(groups, cache) : null), [crossOn, groups, cache])
  const errorOf = (path: string) => issues.byPath.get(path)
  const hasLists = campaign.assets.some((a) => a.asset_type === 'keywords' && a.content.length > 0)

  /**
   * Grouping thousands of keywords takes a while: the dialog closes and the button says so first, then
   * the groups are made, their cross negatives' lists read, and the screen shows them, each in a task of
   * its own (none long enough to hold up the page).
   */
  async function create() {
    setCreating(true)
    await nextTask()
    const made = planFromCampaign(campaign, { grouping }).plan.ad_groups
    if (crossOn) {
      await nextTask()
      crossGroupNegatives(made, cache)
    }
    await nextTask()
    update((p) => ({ ...p, ad_groups: made }))
    setOpen(0)
    setPicked(new Set())
    setCreating(false)
    notify.success(t.created(made.length))
  }
  function merge() {
    const first = Math.min(...picked)
    update((p) => mergeGroups(p, [...picked]))
    setPicked(new Set())
    setOpen(first)
    notify.success(t.merged)
  }

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t.description}</p>
      <fieldset className="grid gap-3 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-medium">{t.createBy}</legend>
        {hasLists ? (
          <div className="flex flex-wrap items-center gap-3">
            {(['funnel', 'theme'] as const).map((g) => (
              <label key={g} className="flex items-center gap-2 text-sm">
                <input type="radio" name="builder-grouping" value={g} checked={grouping === g} onChange={() => setGrouping(g)} className="size-4 accent-primary" />
                {g === 'funnel' ? t.byFunnel : t.byTheme}
              </label>
            ))}
            <Button disabled={creating} aria-busy={creating || undefined} onClick={() => (groups.length > 0 ? setConfirming(true) : void create())}>
              {creating ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Layers aria-hidden="true" />}{t.create}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.noKeywordLists}</p>
        )}
      </fieldset>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex max-w-xl items-start gap-3">
          <Switch id="plan-cross" checked={crossOn} aria-describedby="plan-cross-hint"
            onCheckedChange={(v) => update((p) => ({ ...p, settings: { ...p.settings, cross_negatives: v } }))} />
          <div className="grid gap-1">
            <Label htmlFor="plan-cross">{t.crossTitle}</Label>
            <p id="plan-cross-hint" className="text-sm text-muted-foreground">{t.crossHint}</p>
          </div>
        </div>
        <Button variant="outline" onClick={() => { update((p) => addGroup(p, t.newGroupName(p.ad_groups.length + 1))); setOpen(groups.length) }}>
          <Plus aria-hidden="true" />{t.addGroup}
        </Button>
      </div>
      {errorOf('ad_groups') && <p className="text-sm text-destructive-hover">{errorOf('ad_groups')}</p>}

      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <GroupList groups={groups} open={current} onOpen={setOpen} picked={picked} onMerge={merge}
            onPick={(i, on) => setPicked((s) => { const n = new Set(s); if (on) n.add(i); else n.delete(i); return n })} />
          <GroupEditor key={current} plan={plan} groupIndex={current} update={update} errorOf={errorOf}
            cross={cross?.[current] ?? null} onDeleted={() => { setOpen(Math.max(0, current - 1)); setPicked(new Set()) }} />
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.replaceTitle}
        description={t.replaceBody(groups.length)}
        confirmLabel={t.replaceConfirm}
        cancelLabel={t.cancel}
        destructive
        onConfirm={() => void create()}
      />
    </div>
  )
}
