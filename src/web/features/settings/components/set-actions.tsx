import { useState } from 'react'
import { RotateCcw, Save } from 'lucide-react'
import { languageLabel } from '../../../../core/languages'
import type { LanguageCode } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { notify } from '../../../lib/toast'
import { ConfirmDialog } from '../../../ui/alert-dialog'
import { Button } from '../../../ui/button'

type Props = {
  setName: string
  language: LanguageCode
  /** Writes the draft; false when storage refused it. */
  onSave: () => boolean
  /** Puts this language's defaults back in storage and in the form. */
  onRestore: () => void
}

/** 'Salvar' and 'Restaurar padrão' (with confirmation) for one template set. */
export function SetActions({ setName, language, onSave, onRestore }: Props) {
  const [confirming, setConfirming] = useState(false)
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        onClick={() => {
          if (onSave()) notify.success(t.saved)
          else notify.error(t.saveFailed, t.saveFailedBody)
        }}
      >
        <Save aria-hidden="true" />
        {t.save}
      </Button>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <RotateCcw aria-hidden="true" />
        {t.restore}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.restoreConfirm.title}
        description={t.restoreConfirm.body(setName, languageLabel(language))}
        confirmLabel={t.restoreConfirm.confirm}
        onConfirm={() => {
          onRestore()
          notify.success(t.restored)
        }}
      />
    </div>
  )
}
