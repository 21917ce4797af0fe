import { useState, type ReactNode } from 'react'

/**
 * The campaign's texts to pick from, behind a disclosure (closed unless `open`). What it holds mounts
 * when it is first opened, then stays (its search kept): a closed list of up to 50 rows, each a
 * checkbox, is otherwise built and styled with the step for nothing, twice per ad on the ads step.
 */
export function PickerDetails({ summary, open, children }: { summary: ReactNode; open?: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(open === true)
  return (
    <details className="rounded-md border px-3 py-2" open={open} onToggle={(e) => { if (e.currentTarget.open) setShown(true) }}>
      <summary className="cursor-pointer text-sm font-medium">{summary}</summary>
      {shown && children}
    </details>
  )
}
