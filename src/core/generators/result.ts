/** What every generator returns: the items, or the reason the screen shows as a toast. */
export type GenerateResult<T, E extends string> = { ok: true; items: T[] } | { ok: false; error: E }
