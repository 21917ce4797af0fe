import { LANGUAGES } from '../../../../core/languages'
import type { LanguageCode } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'

export function LanguageSelect({ id, value, onChange }: { id: string; value: LanguageCode; onChange: (v: LanguageCode) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t.language}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as LanguageCode)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {LANGUAGES.map((l) => (
            <SelectItem key={l.value} value={l.value}>{l.label}</SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
