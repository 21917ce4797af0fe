import { useEffect, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { ADMIN_PLAN_FILTERS, ADMIN_QUERY_MAX, ADMIN_STATUS_FILTERS, type AdminPlanFilter, type AdminStatusFilter } from '../../../../shared/admin'
import { admin as t } from '../../../i18n/pt-BR/admin'
import { Button } from '../../../ui/button'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import type { AdminFilters } from '../users-query'

const SEARCH_DEBOUNCE_MS = 300

type ToolbarProps = {
  filters: AdminFilters
  onChange: (next: Partial<AdminFilters>) => void
}

/** Search (debounced, sent to the server), plan and status filters of /admin; they combine. */
export function AdminToolbar({ filters, onChange }: ToolbarProps) {
  const [text, setText] = useState(filters.q)
  const sent = useRef(filters.q)

  // A change of the URL from elsewhere (back button, 'Limpar filtros') shows in the box.
  useEffect(() => {
    if (filters.q !== sent.current) {
      sent.current = filters.q
      setText(filters.q)
    }
  }, [filters.q])

  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text
      onChange({ q: text })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onChange])

  const filtered = filters.q !== '' || filters.plan !== 'all' || filters.status !== 'all'

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="relative min-w-0 flex-1 basis-full sm:basis-72">
        <Label htmlFor="admin-search" className="sr-only">{t.search}</Label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="admin-search"
          type="search"
          placeholder={t.searchPlaceholder}
          className="pl-9"
          maxLength={ADMIN_QUERY_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="flex min-w-0 flex-1 basis-36 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="admin-plan">{t.planFilter}</Label>
        <Select value={filters.plan} onValueChange={(v) => onChange({ plan: v as AdminPlanFilter })}>
          <SelectTrigger id="admin-plan" className="sm:w-36"><SelectValue /></SelectTrigger>
          <SelectContent>
            {ADMIN_PLAN_FILTERS.map((p) => <SelectItem key={p} value={p}>{t.plans[p]}</SelectItem>)}
          </SelectContent>
        </Select>
      </div>
      <div className="flex min-w-0 flex-1 basis-36 flex-col gap-1.5 sm:flex-none">
        <Label htmlFor="admin-status">{t.statusFilter}</Label>
        <Select value={filters.status} onValueChange={(v) => onChange({ status: v as AdminStatusFilter })}>
          <SelectTrigger id="admin-status" className="sm:w-36"><SelectValue /></SelectTrigger>
          <SelectContent>
            {ADMIN_STATUS_FILTERS.map((s) => <SelectItem key={s} value={s}>{t.statuses[s]}</SelectItem>)}
          </SelectContent>
        </Select>
      </div>
      {filtered && (
        <Button variant="ghost" onClick={() => { sent.current = ''; setText(''); onChange({ q: '', plan: 'all', status: 'all' }) }}>
          {t.clearFilters}
        </Button>
      )}
    </div>
  )
}
