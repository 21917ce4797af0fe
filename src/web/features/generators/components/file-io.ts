/** Browser side of copy, export and import. */
import { gen } from '../../../i18n/pt-BR/generators'
import { downloadBlob } from '../../../lib/download'

export function downloadText(fileName: string, text: string) {
  downloadBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }))
}

/** The text of a .txt file; any other file is refused with the message the toast shows. */
export async function readTxtFile(file: File): Promise<string> {
  if (!file.name.toLowerCase().endsWith('.txt')) throw new Error(gen.toasts.onlyTxt)
  return file.text()
}
