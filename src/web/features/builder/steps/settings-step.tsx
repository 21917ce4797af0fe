import { useState } from 'react'
import { Wand2, X } from 'lucide-react'
import { LOCATION_CHOICES, locationName } from '../../../../core/builder/locations'
import { utmSuffix } from '../../../../core/builder/utm'
import { LANGUAGES } from '../../../../core/languages'
import { BID_STRATEGIES, TARGET_STRATEGIES, type BidStrategy } from '../../../../core/builder/types'
import type { CampaignPlan, PlanSettings } from '../../../../shared/plan'
import type { LanguageCode } from '../../../../core/types'
import { builder } from '../../../i18n/pt-BR/builder'
import { Button } from '../../../ui/button'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { Switch } from '../../../ui/switch'
import { AmountField, FieldError, describedBy } from '../components/fields'
import type { PlanIssues } from '../plan-steps'
import type { StepProps } from '../step-props'

const t = builder.settings

const setSettings = (change: Partial<PlanSettings>) => (p: CampaignPlan): CampaignPlan => ({ ...p, settings: { ...p.settings, ...change } })

/** Step 1, 'Configurações': budget, bidding, networks, locations, language, final URL and its suffix. */
export function SettingsStep({ plan, campaign, update, issues }: StepProps & { issues: PlanIssues }) {
  const s = plan.settings
  const err = (field: string) => issues.byPath.get(`settings.${field}`)
  const set = (change: Partial<PlanSettings>) => update(setSettings(change))
  const target = TARGET_STRATEGIES.includes(s.bid_strategy)

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t.description}</p>

      <div className="grid gap-4 md:grid-cols-2">
        <AmountField id="plan-budget" label={t.budget} hint={t.budgetHint} value={s.daily_budget} error={err('daily_budget')} badText={t.budgetBad}
          onChange={(v) => set({ daily_budget: v })} />
        <div className="grid content-start gap-2">
          <Label htmlFor="plan-strategy">{t.strategy}</Label>
          <Select value={s.bid_strategy} onValueChange={(v) => set({ bid_strategy: v as BidStrategy, target_value: TARGET_STRATEGIES.includes(v as BidStrategy) ? s.target_value : null })}>
            <SelectTrigger id="plan-strategy" className="w-full"><SelectValue /></SelectTrigger>
            <SelectContent>
              {BID_STRATEGIES.map((b) => <SelectItem key={b} value={b}>{t.strategies[b]}</SelectItem>)}
            </SelectContent>
          </Select>
          <FieldError id="plan-strategy" message={err('bid_strategy')} />
        </div>
        {target && (
          <AmountField
            key={s.bid_strategy}
            id="plan-target"
            label={s.bid_strategy === 'target_cpa' ? t.targetCpa : t.targetRoas}
            hint={s.bid_strategy === 'target_roas' ? t.targetRoasHint : undefined}
            value={s.target_value}
            error={err('target_value')}
            badText={t.targetBad}
            onChange={(v) => set({ target_value: v })}
          />
        )}
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t.networks}</legend>
        <div className="flex items-start gap-3">
          <Switch id="plan-search" checked disabled aria-describedby="plan-search-hint" />
          <div className="grid gap-1">
            <Label htmlFor="plan-search">{t.searchNetwork}</Label>
            <p id="plan-search-hint" className="text-sm text-muted-foreground">{t.searchNetworkHint}</p>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Switch id="plan-partners" checked={s.search_partners} onCheckedChange={(v) => set({ search_partners: v })} aria-describedby="plan-partners-hint" />
          <div className="grid gap-1">
            <Label htmlFor="plan-partners">{t.partners}</Label>
            <p id="plan-partners-hint" className="text-sm text-muted-foreground">{t.partnersHint}</p>
          </div>
        </div>
      </fieldset>

      <Locations ids={s.locations} error={err('locations')} onChange={(locations) => set({ locations })} />

      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="plan-language">{t.language}</Label>
          <Select value={s.language} onValueChange={(v) => set({ language: v as LanguageCode })}>
            <SelectTrigger id="plan-language" className="w-full"><SelectValue /></SelectTrigger>
            <SelectContent>
              {LANGUAGES.map((l) => <SelectItem key={l.value} value={l.value}>{l.label}</SelectItem>)}
            </SelectContent>
          </Select>
          <FieldError id="plan-language" message={err('language')} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="plan-url">{t.finalUrl}</Label>
          <Input {...describedBy('plan-url', err('final_url'), t.finalUrlHint)} type="url" inputMode="url" autoComplete="url" placeholder={t.finalUrlPlaceholder}
            value={s.final_url ?? ''} onChange={(e) => set({ final_url: e.target.value === '' ? null : e.target.value })} />
          <p id="plan-url-hint" className="text-sm text-muted-foreground">{t.finalUrlHint}</p>
          <FieldError id="plan-url" message={err('final_url')} />
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="plan-suffix">{t.suffix}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input {...describedBy('plan-suffix', err('final_url_suffix'), t.suffixHint)} autoComplete="off" spellCheck={false} placeholder={t.suffixPlaceholder}
            value={s.final_url_suffix ?? ''} onChange={(e) => set({ final_url_suffix: e.target.value === '' ? null : e.target.value })} />
          <Button type="button" variant="outline" onClick={() => set({ final_url_suffix: utmSuffix(campaign.name) })}>
            <Wand2 aria-hidden="true" />{t.utm}
          </Button>
        </div>
        <p id="plan-suffix-hint" className="text-sm text-muted-foreground">{t.suffixHint}</p>
        <FieldError id="plan-suffix" message={err('final_url_suffix')} />
      </div>
    </div>
  )
}

/** The chosen countries (name and criterion id, each removable while another stays) and a select to add one. */
function Locations({ ids, error, onChange }: { ids: number[]; error?: string; onChange: (ids: number[]) => void }) {
  const [adding, setAdding] = useState('')
  const left = LOCATION_CHOICES.filter((c) => !ids.includes(c.id))
  return (
    <fieldset className="grid gap-3" aria-describedby="plan-locations-hint">
      <legend className="mb-1 text-sm font-medium">{t.locations}</legend>
      <p id="plan-locations-hint" className="text-sm text-muted-foreground">{t.locationsHint}</p>
      <ul className="flex flex-wrap gap-2" data-testid="plan-locations">
        {ids.map((id) => (
          <li key={id} className="inline-flex items-center gap-1 rounded-full border border-border bg-card py-1 pl-3 pr-1 text-sm">
            <span>{locationName(id)}</span>
            <span className="text-xs text-muted-foreground">{t.criterion(id)}</span>
            <Button type="button" variant="ghost" size="icon" className="size-7" disabled={ids.length === 1} aria-label={t.removeLocation(locationName(id))}
              onClick={() => onChange(ids.filter((x) => x !== id))}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor="plan-add-location">{t.addLocation}</Label>
        <Select value={adding} onValueChange={(v) => { setAdding(''); onChange([...ids, Number(v)]) }} disabled={left.length === 0}>
          <SelectTrigger id="plan-add-location" className="w-full"><SelectValue placeholder={t.addLocationPlaceholder} /></SelectTrigger>
          <SelectContent>
            {left.map((c) => <SelectItem key={c.id} value={String(c.id)}>{c.name} ({c.id})</SelectItem>)}
          </SelectContent>
        </Select>
      </div>
      <FieldError id="plan-locations" message={error} />
    </fieldset>
  )
}
