/**
 * localStorage as JSON, never throwing: a missing, unreadable or corrupted value (or one that fails
 * `isValid`) gives the fallback, so a damaged key falls back to its defaults with no crash.
 */
export function readJson<T>(key: string, fallback: () => T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(key)
    if (raw === null) return fallback()
    const value: unknown = JSON.parse(raw)
    return isValid(value) ? value : fallback()
  } catch {
    return fallback()
  }
}

/** Writes `value`; false when storage is full or unavailable (the caller tells the user). */
export function writeJson(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function removeKey(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // nothing to do without storage
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')
