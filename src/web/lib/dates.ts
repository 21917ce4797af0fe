/**
 * The numeric date formats the screens show, in the browser's time zone: what date-fns' format gives
 * for 'dd/MM/yyyy', 'HH:mm' and 'yyyy-MM-dd' (no locale involved), without its ~7 kB in every chunk
 * that shows a date. Like date-fns, an invalid date throws a RangeError.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function valid(d: Date): Date {
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value')
  return d
}

/** 'dd/MM/yyyy' */
export const formatDay = (d: Date) => `${pad(valid(d).getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`

/** 'HH:mm' */
export const formatTime = (d: Date) => `${pad(valid(d).getHours())}:${pad(d.getMinutes())}`

/** 'yyyy-MM-dd' (the value of an <input type="date">) */
export const formatIsoDay = (d: Date) => `${pad(valid(d).getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
