/** Browser side of copy, export and import. */
import { gen } from '../../../i18n/pt-BR/generators'

export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The text of a .txt file; any other file is refused with the message the toast shows. */
export async function readTxtFile(file: File): Promise<string> {
  if (!file.name.toLowerCase().endsWith('.txt')) throw new Error(gen.toasts.onlyTxt)
  return file.text()
}
