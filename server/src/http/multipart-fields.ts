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

/**
 * Uploaded files arrive as Buffers, which JSON Schema cannot describe (`type: string, format: binary` would refuse
 * them, and walking their bytes one by one is slow). A file in a field the schema declares binary is swapped for an
 * empty string while the body is validated and put back afterwards (its content is checked by the operation's own
 * upload handling); a file anywhere else stays and fails validation.
 */
export function withFilesSetAside(
  schema: Record<string, unknown>,
  fields: Record<string, unknown>,
  validate: (fields: Record<string, unknown>) => Record<string, unknown>,
): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, { format?: unknown; items?: { format?: unknown } }>;
  // A binary field, or a list of files (`images[]`) whose items the schema declares binary.
  const isFile = (key: string, value: unknown): boolean => {
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (Buffer.isBuffer(value)) return property?.format === 'binary';
    return Array.isArray(value) && value.length > 0 && value.every((item) => Buffer.isBuffer(item)) && property?.items?.format === 'binary';
  };
  const files = Object.entries(fields).filter(([key, value]) => isFile(key, value));
  const placeholder = (value: unknown) => (Array.isArray(value) ? value.map(() => '') : '');
  const validated = validate({ ...fields, ...Object.fromEntries(files.map(([key, value]) => [key, placeholder(value)])) });
  return { ...validated, ...Object.fromEntries(files) };
}
