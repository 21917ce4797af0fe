import { Suspense, lazy, useState } from 'react'
import { Plus } from 'lucide-react'
import { builder as t } from '../../../i18n/pt-BR/builder'
import { useCampaignNames } from '../../../lib/campaigns-api'
import { Button } from '../../../ui/button'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { Spinner } from '../../../ui/spinner'

/** The form (and the campaign schema) loads when first opened. */
const NewCampaignDialog = lazy(() => import('./new-campaign-dialog').then((m) => ({ default: m.NewCampaignDialog })))

/** Which saved campaign the plan is of (a select of names), or 'Nova campanha'. */
export function CampaignPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const names = useCampaignNames()
  const [creating, setCreating] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const list = names.data ?? []
  // A campaign just created may not be in the list yet: the select still shows it once it is.
  const known = list.some((c) => c.id === value)
  return (
    <div className="flex w-full min-w-0 flex-col gap-2 sm:flex-row sm:items-end" data-testid="campaign-picker">
      <div className="grid min-w-0 flex-1 gap-2 sm:max-w-md">
        <Label htmlFor="builder-campaign">{t.picker.label}</Label>
        {names.isPending ? (
          <Spinner aria-label={t.picker.loading} />
        ) : names.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t.picker.loadError}</span>
            <Button size="sm" variant="outline" onClick={() => void names.refetch()}>{t.picker.retry}</Button>
          </div>
        ) : (
          <Select value={known ? value : ''} onValueChange={onChange} disabled={list.length === 0}>
            <SelectTrigger id="builder-campaign" className="w-full">
              <SelectValue placeholder={list.length === 0 ? t.picker.none : t.picker.placeholder} />
            </SelectTrigger>
            <SelectContent>
              {list.map((c) => <SelectItem key={c.id} value={c.id}>{c.name}</SelectItem>)}
            </SelectContent>
          </Select>
        )}
      </div>
      <Button variant="outline" onClick={() => { setLoaded(true); setCreating(true) }}>
        <Plus aria-hidden="true" />
        {t.picker.newCampaign}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <NewCampaignDialog open={creating} onOpenChange={setCreating} onCreated={(id) => { setCreating(false); onChange(id) }} />
        </Suspense>
      )}
    </div>
  )
}
