import { CircleAlert } from 'lucide-react'

/** The plan's errors about one field (or one list), under it; nothing when there are none. */
export function FieldIssues({ id, messages }: { id?: string; messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <ul id={id} className="space-y-1 text-sm text-destructive" data-testid="plan-issue">
      {[...new Set(messages)].map((m) => (
        <li key={m} className="flex gap-1.5">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{m}</span>
        </li>
      ))}
    </ul>
  )
}
