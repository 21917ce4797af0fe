import { formatDay, formatIsoDay } from '../../lib/dates'

/** 'dd/MM/yyyy' in the browser's time zone, or '' for a date that does not parse. */
export function brDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : formatDay(d)
}

/** The value of an <input type="date"> for a moment: 'yyyy-MM-dd' in local time. */
export function dateInputValue(d: Date): string {
  return formatIsoDay(d)
}

/**
 * An <input type="date"> value as an ISO timestamp, keeping the time of day of `time` (now when
 * creating), so campaigns made on the same day still sort by when they were made.
 */
export function dateInputToIso(value: string, time: Date): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return undefined
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), time.getHours(), time.getMinutes(), time.getSeconds(), time.getMilliseconds())
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}
