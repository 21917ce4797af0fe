import { Suspense, lazy, useEffect, useMemo, useState } from 'react'
import { Columns3, Lock, Plus } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Link } from '../../ui/link'
import { canUseTool } from '../../../core/access'
import { applyCampaignView, filterOptions, type CampaignView } from '../../../core/campaigns/filters'
import type { CampaignSummary } from '../../../core/campaigns/types'
import type { CampaignInput } from '../../../shared/campaigns'
import { campaigns as t } from '../../i18n/pt-BR/campaigns'
import { compare } from '../../i18n/pt-BR/compare'
import { errorMessage } from '../../lib/api'
import { useCampaigns, useCreateCampaign, useDeleteCampaign, useUpdateCampaign } from '../../lib/campaigns-api'
import { usePlanAccess } from '../../lib/session'
import { notify } from '../../lib/toast'
import { ConfirmDialog } from '../../ui/alert-dialog'
import { Button } from '../../ui/button'
import { PageHeader } from '../../ui/page-header'
import { whenIdle } from '../../ui/lazy'
import { Spinner } from '../../ui/spinner'
import { CampaignCard } from './components/campaign-card'
import { CampaignToolbar } from './components/campaign-toolbar'
import { CompareBar } from './compare/compare-bar'
import { comparePath } from './compare/compare-api'

/** The form (react-hook-form and the shared zod schema) loads when it is first opened: the list only shows data. */
const loadCampaignForm = () => import('./components/campaign-form')
const CampaignForm = lazy(() => loadCampaignForm().then((m) => ({ default: m.CampaignForm })))

/** The form: closed, creating, or editing one campaign. Only one at a time (SPEC §2). */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; campaign: CampaignSummary }

export function SavedCampaignsPage() {
  const query = useCampaigns()
  const create = useCreateCampaign()
  const update = useUpdateCampaign()
  const remove = useDeleteCampaign()
  const [view, setView] = useState<CampaignView>({ sort: 'recent' })
  const [form, setForm] = useState<FormState>({ mode: 'closed' })
  const [deleting, setDeleting] = useState<CampaignSummary | null>(null)
  // The campaigns chosen to compare, in the order chosen; null when not choosing.
  const [choosing, setChoosing] = useState<string[] | null>(null)
  const navigate = useNavigate()
  const access = usePlanAccess()
  const canCompare = access !== null && canUseTool(access, 'campaign_compare')
  // Ready before the first 'Nova Campanha' or 'Editar' on a phone (no hover), once the list is on screen.
  useEffect(() => whenIdle(() => void loadCampaignForm().catch(() => undefined), 5000), [])

  const all = useMemo(() => query.data ?? [], [query.data])
  const options = useMemo(() => filterOptions(all), [all])
  const shown = useMemo(() => applyCampaignView(all, view), [all, view])
  // A chosen campaign that was deleted meanwhile is no longer chosen.
  const chosen = useMemo(() => (choosing ?? []).filter((id) => all.some((c) => c.id === id)), [choosing, all])
  const choose = (id: string, on: boolean) => setChoosing((ids) => (on ? [...(ids ?? []).filter((x) => x !== id), id] : (ids ?? []).filter((x) => x !== id)))

  async function save(body: CampaignInput) {
    const editing = form.mode === 'edit' ? form.campaign : null
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body })
      else await create.mutateAsync(body)
    } catch (err) {
      notify.error(editing ? t.toasts.updateFailed : t.toasts.createFailed, errorMessage(err))
      throw err
    }
    notify.success(editing ? t.toasts.updated : t.toasts.created)
    setForm({ mode: 'closed' })
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
    } catch (err) {
      notify.error(t.toasts.deleteFailed, errorMessage(err))
      throw err
    }
    // SPEC §8: the deletion toast has destructive styling.
    notify.error(t.toasts.deleted)
    if (form.mode === 'edit' && form.campaign.id === deleting.id) setForm({ mode: 'closed' })
  }

  function edit(campaign: CampaignSummary) {
    setForm({ mode: 'edit', campaign })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  return (
    <div className="min-w-0">
      <PageHeader
        title={t.list.title}
        description={t.list.description}
        actions={form.mode === 'closed' && (
          <>
            {!canCompare ? (
              // Básico: the comparison's locked state says what it is and offers the plans.
              <Button asChild variant="outline">
                <Link to="/saved-campaigns/compare" aria-label={compare.select.lockedLabel}>
                  <Lock aria-hidden="true" />
                  {compare.select.start}
                </Link>
              </Button>
            ) : choosing === null && (
              <Button variant="outline" onClick={() => setChoosing([])} aria-label={compare.select.startLabel}>
                <Columns3 aria-hidden="true" />
                {compare.select.start}
              </Button>
            )}
            <Button onClick={() => setForm({ mode: 'create' })} onPointerEnter={() => void loadCampaignForm()} onFocus={() => void loadCampaignForm()}>
              <Plus aria-hidden="true" />
              {t.list.newCampaign}
            </Button>
          </>
        )}
      />

      {form.mode !== 'closed' && (
        <Suspense fallback={<div className="mb-6 flex justify-center py-8"><Spinner size={24} /></div>}>
          <CampaignForm
            key={form.mode === 'edit' ? form.campaign.id : 'new'}
            editing={form.mode === 'edit' ? form.campaign : null}
            onSubmit={save}
            onCancel={() => setForm({ mode: 'closed' })}
          />
        </Suspense>
      )}

      <CampaignToolbar view={view} options={options} onChange={setView} />

      {choosing !== null && query.isSuccess && (
        <CompareBar count={chosen.length} available={all.length} onGo={() => void navigate(comparePath(chosen))} onCancel={() => setChoosing(null)} />
      )}

      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size={32} aria-label={t.list.loading} />
        </div>
      ) : query.isError ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center" role="alert">
          <p className="font-medium">{t.list.loadError}</p>
          <p className="mt-1 text-sm text-muted-foreground">{errorMessage(query.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>{t.list.retry}</Button>
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center">
          <p className="font-medium">{t.list.empty}</p>
          {all.length === 0 && <p className="mt-1 text-sm text-muted-foreground">{t.list.emptyHint}</p>}
        </div>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">{t.list.count(shown.length)}</p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="campaign-list">
            {shown.map((c) => (
              <CampaignCard
                key={c.id}
                campaign={c}
                onEdit={() => edit(c)}
                onDelete={() => setDeleting(c)}
                selection={choosing === null ? undefined : { selected: chosen.includes(c.id), onChange: (on) => choose(c.id, on) }}
              />
            ))}
          </div>
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => { if (!open) setDeleting(null) }}
        title={t.confirmDelete.title}
        description={t.confirmDelete.description}
        confirmLabel={t.confirmDelete.confirm}
        cancelLabel={t.confirmDelete.cancel}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  )
}
