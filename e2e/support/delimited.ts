/** Reading the CSV and TSV files the app downloads, in the browser tests. */

/** Delimited text as records: fields in double quotes may hold the delimiter, quotes ("") and line breaks. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (quoted && ch === '"') {
      quoted = false
    } else if (quoted) {
      field += ch
    } else if (ch === '"') {
      quoted = true
    } else if (ch === delimiter) {
      record.push(field)
      field = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      records.push([...record, field])
      record = []
      field = ''
      i++
    } else {
      field += ch
    }
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}
