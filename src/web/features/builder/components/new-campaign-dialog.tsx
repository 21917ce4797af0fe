import { useState, type FormEvent } from 'react'
import { campaignInput } from '../../../../shared/campaigns'
import { builder as t } from '../../../i18n/pt-BR/builder'
import { errorMessage } from '../../../lib/api'
import { useCreateCampaign } from '../../../lib/campaigns-api'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'

/**
 * 'Nova campanha': a campaign by its name (the shared campaign schema checks it, as the server does);
 * its page and budget are set in the builder's first step.
 */
export function NewCampaignDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (id: string) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.newCampaign.cancel} data-testid="new-campaign-dialog">
        {open && <NewCampaignForm onCreated={onCreated} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function NewCampaignForm({ onCreated, onCancel }: { onCreated: (id: string) => void; onCancel: () => void }) {
  const create = useCreateCampaign()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const parsed = campaignInput.safeParse({ name })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    try {
      const campaign = await create.mutateAsync(parsed.data)
      notify.success(t.newCampaign.created, campaign.name)
      onCreated(campaign.id)
    } catch (err) {
      notify.error(t.newCampaign.failed, errorMessage(err))
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t.newCampaign.title}</DialogTitle>
        <DialogDescription>{t.newCampaign.description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="builder-new-campaign-name">{t.newCampaign.name}</Label>
        <Input
          id="builder-new-campaign-name"
          value={name}
          autoFocus
          autoComplete="off"
          placeholder={t.newCampaign.namePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'builder-new-campaign-error' : undefined}
          onChange={(e) => { setName(e.target.value); setError(null) }}
        />
        {error && <p id="builder-new-campaign-error" className="text-sm text-destructive-hover">{error}</p>}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>{t.newCampaign.cancel}</Button>
        <Button type="submit" loading={create.isPending}>{t.newCampaign.create}</Button>
      </DialogFooter>
    </form>
  )
}
