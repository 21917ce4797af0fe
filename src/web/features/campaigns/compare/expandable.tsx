import { useState, type ReactNode } from 'react'
import { ChevronDown, ChevronUp } from 'lucide-react'

/**
 * A group that opens on click, Enter or Space (native <details>): the summary says what and how many,
 * the items render only once opened (a list may hold thousands of keywords).
 */
export function Expandable({ label, count, children, testId }: { label: string; count: number; children: () => ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <details
      className="rounded-md border border-border"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid={testId}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 break-words">{label}</span>
        <span className="flex shrink-0 items-center gap-2">
          <span className="font-semibold tabular-nums" data-testid="count">{count}</span>
          {open ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
        </span>
      </summary>
      {open && <div className="border-t border-border px-3 py-2">{children()}</div>}
    </details>
  )
}
