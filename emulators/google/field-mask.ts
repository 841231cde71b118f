// Field masks are comma-separated dotted paths (`title,storefrontAddress.postalCode`), as in Google's APIs.
export function parseFieldMask(mask: string | undefined): string[] {
  if (!mask) return [];
  return mask
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path.length > 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readPath(source: Record<string, unknown>, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

export function writePath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  keys.slice(0, -1).forEach((key) => {
    const child = current[key];
    if (!isRecord(child)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  });
  const last = keys[keys.length - 1];
  if (value === undefined) delete current[last];
  else current[last] = value;
}

export function pickMasked(source: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const value = readPath(source, path);
    if (value !== undefined) writePath(out, path, structuredClone(value));
  }
  return out;
}
