/**
 * Reads comma-separated text back into records (RFC 4180: a field in double quotes may hold commas,
 * doubled quotes and line breaks; CRLF or LF between records; a leading BOM skipped). The comparison's
 * tests read the file the API and the screen hand out with it, so "parses back" means what a
 * spreadsheet would read.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      record.push(field)
      field = ''
    } else if (ch === '\n' || (ch === '\r' && body[i + 1] === '\n')) {
      if (ch === '\r') i++
      records.push([...record, field])
      record = []
      field = ''
    } else field += ch
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}

/** The records as objects keyed by the header's names. */
export function readCsvObjects(text: string): Record<string, string>[] {
  const [header = [], ...rows] = readCsv(text)
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])))
}
