import { useEffect } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { CampaignFields } from '../../../../core/campaigns/types'
import { campaignInput, type CampaignFormValues, type CampaignInput } from '../../../../shared/campaigns'
import { campaigns as t } from '../../../i18n/pt-BR/campaigns'
import { exportTexts } from '../../../i18n/pt-BR/export'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { Textarea } from '../../../ui/textarea'
import { dateInputToIso, dateInputValue } from '../dates'

/** What the inputs hold: text everywhere; the date as 'yyyy-MM-dd'. */
type Fields = {
  name: string
  notes: string
  platform: string
  niche: string
  country: string
  commission: string
  product_price: string
  final_url: string
  daily_budget: string
  created_at: string
}

/** '' or anything non-numeric becomes null (SPEC §5 "Campaign form"). */
const toNumber = (v: string): number | null => {
  const s = v.trim().replace(',', '.')
  if (s === '') return null
  const n = Number(s)
  return Number.isFinite(n) ? n : null
}

function toBody(f: Fields, editing: CampaignFields | null): CampaignFormValues {
  const original = editing ? new Date(editing.created_at) : null
  // Editing without touching the date keeps the exact stored moment.
  const sameDay = original && !Number.isNaN(original.getTime()) && dateInputValue(original) === f.created_at
  return {
    name: f.name,
    notes: f.notes,
    platform: f.platform,
    niche: f.niche,
    country: f.country,
    commission: toNumber(f.commission),
    product_price: toNumber(f.product_price),
    final_url: f.final_url,
    daily_budget: toNumber(f.daily_budget),
    created_at: sameDay ? undefined : dateInputToIso(f.created_at, original ?? new Date()),
  }
}

function defaults(c: CampaignFields | null): Fields {
  const created = c ? new Date(c.created_at) : new Date()
  return {
    name: c?.name ?? '',
    notes: c?.notes ?? '',
    platform: c?.platform ?? '',
    niche: c?.niche ?? '',
    country: c?.country ?? '',
    commission: c?.commission == null ? '' : String(c.commission),
    product_price: c?.product_price == null ? '' : String(c.product_price),
    final_url: c?.final_url ?? '',
    daily_budget: c?.daily_budget == null ? '' : String(c.daily_budget),
    created_at: dateInputValue(Number.isNaN(created.getTime()) ? new Date() : created),
  }
}

type CampaignFormProps = {
  /** The campaign being edited, or null to create one. */
  editing: CampaignFields | null
  /** Resolves when saved (the page closes the form); rejects to keep the form open as typed. */
  onSubmit: (body: CampaignInput) => Promise<unknown>
  onCancel: () => void
}

/** The inline create/edit form, validated with the same zod schema as the server. */
export function CampaignForm({ editing, onSubmit, onCancel }: CampaignFormProps) {
  const schemaResolver = zodResolver(campaignInput) as unknown as Resolver<CampaignFormValues, unknown, CampaignInput>
  const resolver: Resolver<Fields, unknown, CampaignInput> = (values, ctx, options) =>
    schemaResolver(toBody(values, editing), ctx, options as never) as never
  const { register, handleSubmit, setFocus, formState } = useForm<Fields, unknown, CampaignInput>({
    defaultValues: defaults(editing),
    resolver,
  })
  const { errors, isSubmitting } = formState

  useEffect(() => setFocus('name'), [setFocus])

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body)
    } catch {
      // The page showed the toast; the form keeps what the user typed.
    }
  })

  const field = (id: keyof Fields) => ({
    id: `campaign-${id}`,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': errors[id] ? `campaign-${id}-error` : undefined,
  })
  const error = (id: keyof Fields) =>
    errors[id] && <p id={`campaign-${id}-error`} className="text-sm text-destructive-hover">{errors[id]?.message}</p>

  return (
    <Card className="mb-6" data-testid="campaign-form">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="campaign-form-title">
        <CardHeader>
          <CardTitle id="campaign-form-title">{editing ? t.form.editTitle : t.form.createTitle}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="campaign-name">{t.form.name} <span aria-hidden="true" className="text-destructive-hover">*</span></Label>
            <Input {...register('name')} {...field('name')} aria-required="true" placeholder={t.form.namePlaceholder} autoComplete="off" />
            {error('name')}
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="campaign-notes">{t.form.notes}</Label>
            <Textarea {...register('notes')} {...field('notes')} placeholder={t.form.notesPlaceholder} rows={3} />
            {error('notes')}
          </div>
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor="campaign-final_url">{exportTexts.fields.finalUrl}</Label>
            <Input type="url" inputMode="url" {...register('final_url')} {...field('final_url')} placeholder={exportTexts.fields.finalUrlPlaceholder} autoComplete="url" />
            {error('final_url')}
          </div>
          {(['platform', 'niche', 'country'] as const).map((k) => (
            <div key={k} className="space-y-2">
              <Label htmlFor={`campaign-${k}`}>{t.form[k]}</Label>
              <Input {...register(k)} {...field(k)} placeholder={t.form[`${k}Placeholder`]} autoComplete="off" />
              {error(k)}
            </div>
          ))}
          <div className="space-y-2">
            <Label htmlFor="campaign-created_at">{t.form.date}</Label>
            <Input type="date" {...register('created_at')} {...field('created_at')} />
            {error('created_at')}
          </div>
          <div className="space-y-2">
            <Label htmlFor="campaign-commission">{t.form.commission}</Label>
            <Input type="number" inputMode="decimal" step="0.01" min="0" {...register('commission')} {...field('commission')} />
            {error('commission')}
          </div>
          <div className="space-y-2">
            <Label htmlFor="campaign-product_price">{t.form.productPrice}</Label>
            <Input type="number" inputMode="decimal" step="0.01" min="0" {...register('product_price')} {...field('product_price')} />
            {error('product_price')}
          </div>
          <div className="space-y-2">
            <Label htmlFor="campaign-daily_budget">{exportTexts.fields.dailyBudget}</Label>
            <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...register('daily_budget')} {...field('daily_budget')} placeholder={exportTexts.fields.dailyBudgetPlaceholder} />
            {error('daily_budget')}
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>{t.form.cancel}</Button>
          <Button type="submit" loading={isSubmitting}>{isSubmitting ? t.form.saving : t.form.save}</Button>
        </CardFooter>
      </form>
    </Card>
  )
}
