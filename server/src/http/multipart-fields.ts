// The console's multipart helper (src/api/multipart.ts) writes lists as repeated `name[]` and rows as
// `rows[0][field]`, the PHP / Laravel convention the original backend read. @fastify/multipart hands those keys over
// flat (a repeated key as an array, a single one as a value); this folds them back into the arrays and objects the
// contract's multipart schema describes. Keys are limited to plain names so a crafted key cannot reach a prototype.

const SEGMENT = /^[A-Za-z0-9_-]+$/u;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
type Node = Record<string, unknown> | unknown[];

const pathOf = (key: string): string[] | null => {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/u.exec(key);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/gu)].map((m) => m[1]);
  const path = [match[1], ...rest];
  const readable = path.every((segment, i) => (SEGMENT.test(segment) && !FORBIDDEN.has(segment)) || (segment === '' && i === path.length - 1));
  return readable ? path : null;
};

const isIndex = (segment: string) => segment === '' || /^\d+$/u.test(segment);

function place(root: Record<string, unknown>, path: string[], value: unknown): boolean {
  let node: Node = root;
  for (let i = 0; i < path.length - 1; i += 1) {
    const segment = path[i];
    const nextIsIndex = isIndex(path[i + 1]);
    const current: unknown = Array.isArray(node) ? node[Number(segment)] : node[segment];
    const child: Node = current === undefined ? (nextIsIndex ? [] : {}) : (current as Node);
    if (typeof child !== 'object' || child === null || Array.isArray(child) !== nextIsIndex) return false;
    if (Array.isArray(node)) node[Number(segment)] = child;
    else node[segment] = child;
    node = child;
  }
  const last = path[path.length - 1];
  if (Array.isArray(node)) {
    if (last === '') node.push(...(Array.isArray(value) ? value : [value]));
    else node[Number(last)] = value;
  } else node[last] = value;
  return true;
}

/** Folds bracketed multipart keys into nested values; a key that cannot be read is kept as it came (validation names it). */
export function foldMultipartFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!key.includes('[')) {
      out[key] = value;
      continue;
    }
    const path = pathOf(key);
    if (!path || !place(out, path, value)) out[key] = value;
  }
  return out;
}
