/** Characters Windows (and so most users' downloads) refuses in a file name, plus control characters. */
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f]/g

/**
 * The campaign name as a file-name part: trimmed, forbidden characters removed, each run of whitespace
 * replaced by one '_' (SPEC §9: "spaces replaced by underscores"). Accents are kept: every current
 * browser and OS saves them fine, and the user recognises their campaign.
 * Forbidden characters go before the underscores, so 'Nutra / Brasil' becomes 'Nutra_Brasil', not
 * 'Nutra__Brasil'.
 */
export function fileNamePart(name: string): string {
  // Whitespace first (tabs and line breaks are control characters, which would otherwise vanish).
  return name.replace(/\s+/g, ' ').replace(FORBIDDEN, '').trim().replace(/\s+/g, '_')
}
