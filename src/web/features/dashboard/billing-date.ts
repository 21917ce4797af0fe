import { formatDay } from '../../lib/dates'

/** The end of the paid period (profile.current_period_end, ISO, from Stripe) as dd/MM/yyyy; null when unknown or not a date. */
export function billingDate(periodEnd: string | null | undefined): string | null {
  if (!periodEnd) return null
  const date = new Date(periodEnd)
  return Number.isNaN(date.getTime()) ? null : formatDay(date)
}
