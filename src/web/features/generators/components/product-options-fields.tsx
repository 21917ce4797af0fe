import { useState } from 'react'
import { OFFER_FACT_KEYS } from '../../../../core/generators/fill-template'
import { OFFER_FACT_RANGES, type OfferFactError, type OfferFactsInput } from '../../../../core/generators/offer-facts'
import type { OfferFactKey, ProductGender } from '../../../../core/types'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { gen } from '../../../i18n/pt-BR/generators'

const t = gen.productOptions
const GENDERS: ProductGender[] = ['m', 'f']

/** 'o Lipo Slim' or 'a Cinta Modeladora': which article forms the templates take. */
export function GenderField({ value, onChange }: { value: ProductGender; onChange: (g: ProductGender) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium leading-none">{t.gender}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {GENDERS.map((g) => (
          <label key={g} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="product-gender"
              value={g}
              checked={value === g}
              onChange={() => onChange(g)}
              className="size-4 accent-primary"
            />
            {t.genders[g]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function errorText(key: OfferFactKey, error: OfferFactError): string {
  const { min, max } = OFFER_FACT_RANGES[key]
  return error === 'not-a-whole-number' ? `${t.offer.notWhole} ${t.offer.range(min, max)}` : t.offer.range(min, max)
}

/**
 * Guarantee days, interest-free instalments and discount %: optional. A field's error shows once the
 * user leaves it (not while '3' is on its way to '30'), or everywhere after a generate attempt.
 */
export function OfferFactsFields({ value, errors, showErrors, onChange }: {
  value: OfferFactsInput
  errors: Partial<Record<OfferFactKey, OfferFactError>>
  showErrors: boolean
  onChange: (next: OfferFactsInput) => void
}) {
  const [left, setLeft] = useState<ReadonlySet<OfferFactKey>>(new Set())
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3" aria-describedby="offer-facts-hint">
      <legend className="px-1 text-sm font-medium">{t.offer.legend}</legend>
      <p id="offer-facts-hint" className="text-xs text-muted-foreground">{t.offer.hint}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {OFFER_FACT_KEYS.map((key) => {
          const id = `offer-${key}`
          const error = showErrors || left.has(key) ? errors[key] : undefined
          return (
            <div key={key} className="grid content-start gap-2">
              <Label htmlFor={id}>{t.offer.fields[key]}</Label>
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="off"
                value={value[key]}
                placeholder={t.offer.placeholders[key]}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => onChange({ ...value, [key]: e.target.value })}
                onBlur={() => setLeft((prev) => new Set(prev).add(key))}
              />
              {error && <p id={`${id}-error`} className="text-xs text-destructive">{errorText(key, error)}</p>}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
