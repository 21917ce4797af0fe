import { useDeferredValue, useMemo, useState, type FormEvent } from 'react'
import { Plus, Shuffle, X } from 'lucide-react'
import { MIX_MAX_COLUMNS, MIX_MIN_COLUMNS, countCombinations, mixError, mixKeywords } from '../../../../core/mixer'
import type { MatchType } from '../../../../core/types'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { Label } from '../../../ui/label'
import { Switch } from '../../../ui/switch'
import { Textarea } from '../../../ui/textarea'
import { formatNumber, gen } from '../../../i18n/pt-BR/generators'
import { SelectField } from './fields'
import { MATCH_OPTIONS } from './keyword-generator-form'

const m = gen.mixer
const CAPS = ['1000', '10000', '50000', '100000'] as const
const CAP_OPTIONS = CAPS.map((value) => ({ value, label: formatNumber(Number(value)) }))

/**
 * 2 to 5 columns mixed in column order (SPEC §5 mixer). The count is exact and computed without
 * building the mix; generating stops at the cap the user sees, so a million combinations never freeze.
 */
export function KeywordMixerForm({ onGenerate }: { onGenerate: (items: string[]) => void }) {
  const [columns, setColumns] = useState(['', ''])
  const [accentVariants, setAccentVariants] = useState(false)
  const [matchTypes, setMatchTypes] = useState<MatchType[]>(['broad'])
  const [cap, setCap] = useState<(typeof CAPS)[number]>('50000')
  const deferred = useDeferredValue(columns)
  const input = useMemo(() => ({ columns: deferred.map((c) => [c]), accentVariants, matchTypes }), [deferred, accentVariants, matchTypes])
  const error = mixError(input)
  const total = useMemo(() => countCombinations(input), [input])
  const capLabel = formatNumber(Number(cap))

  const setColumn = (i: number, value: string) => setColumns((cols) => cols.map((c, j) => (j === i ? value : c)))
  const toggleType = (type: MatchType, on: boolean) =>
    setMatchTypes((types) => MATCH_OPTIONS.map((o) => o.value).filter((t) => (t === type ? on : types.includes(t))))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const result = mixKeywords({ columns: columns.map((c) => [c]), accentVariants, matchTypes, cap: Number(cap) })
    onGenerate(result.items)
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {columns.map((col, i) => (
          <div key={i} className="grid gap-1.5">
            <div className="flex items-center justify-between">
              <Label htmlFor={`mix-col-${i}`}>{m.column(i + 1)}</Label>
              {columns.length > MIX_MIN_COLUMNS && (
                <button type="button" aria-label={m.removeColumn(i + 1)} onClick={() => setColumns((c) => c.filter((_, j) => j !== i))}
                  className="inline-flex size-6 items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
            <Textarea id={`mix-col-${i}`} rows={4} value={col} placeholder={m.columnPlaceholder} onChange={(e) => setColumn(i, e.target.value)} />
          </div>
        ))}
      </div>
      {columns.length < MIX_MAX_COLUMNS && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setColumns((c) => [...c, ''])}>
          <Plus aria-hidden="true" />{m.addColumn}
        </Button>
      )}
      <div className="flex items-center gap-3">
        <Switch id="mix-accents" checked={accentVariants} onCheckedChange={setAccentVariants} />
        <Label htmlFor="mix-accents">{m.accents}</Label>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{m.matchTypes}</legend>
        <div className="flex flex-wrap gap-4">
          {MATCH_OPTIONS.map((o) => (
            <div key={o.value} className="flex items-center gap-2">
              <Checkbox id={`mix-type-${o.value}`} checked={matchTypes.includes(o.value)} onCheckedChange={(v) => toggleType(o.value, v === true)} />
              <Label htmlFor={`mix-type-${o.value}`}>{o.label}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <SelectField id="mix-cap" label={m.cap} value={cap} onChange={setCap} options={CAP_OPTIONS} />
      <div className="rounded-md bg-muted p-3 text-sm" aria-live="polite">
        {error ? (
          <p className="text-muted-foreground">{m.errors[error]}</p>
        ) : (
          <>
            <p>{m.combinations}: <span className="font-semibold" data-testid="mix-total">{formatNumber(total)}</span></p>
            {total > BigInt(cap) && <p className="mt-1 text-muted-foreground">{m.truncated(capLabel)}</p>}
          </>
        )}
      </div>
      <Button type="submit" disabled={error !== null}><Shuffle aria-hidden="true" />{m.generate(capLabel)}</Button>
    </form>
  )
}
