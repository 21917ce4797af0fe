/** Just enough MIME for the e2e mailbox: the decoded text of every part of a raw message. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`)
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
    } catch {
      return bytes
    }
  }
  return body
}

export function decodeMessage(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1] ?? ''
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1]
  const body = rest.join('\r\n\r\n')
  if (!boundary) return { subject, text: decodePart(head, body) }
  const parts = body.split(`--${boundary}`).slice(1, -1)
  const text = parts
    .map((p) => {
      const [h, ...b] = p.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
      return decodePart(h, b.join('\r\n\r\n'))
    })
    .join('\n')
  return { subject, text }
}
