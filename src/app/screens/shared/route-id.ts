/** A path or query id: a positive 32-bit integer, or null for anything else (the screen then says not found). */
export const idOf = (raw: string | null | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null;
