// Graph's `fields` syntax: a comma list where an edge may carry its own list in braces, e.g.
// `id,caption,children{media_type,media_url}`. Unknown fields are simply absent from answers.
export type FieldSelection = Map<string, FieldSelection | true>;

export function parseFields(value: string | undefined, defaults: readonly string[]): FieldSelection {
  const selection: FieldSelection = new Map();
  if (!value) {
    for (const field of defaults) selection.set(field, true);
    return selection;
  }
  let depth = 0;
  let start = 0;
  const parts: string[] = [];
  for (let i = 0; i <= value.length; i += 1) {
    const char = value[i];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if ((char === ',' && depth === 0) || i === value.length) {
      parts.push(value.slice(start, i));
      start = i + 1;
    }
  }
  for (const part of parts) {
    const match = /^\s*([a-z_]+)\s*(?:\{(.*)\})?\s*$/u.exec(part);
    if (!match) continue;
    selection.set(match[1], match[2] === undefined ? true : parseFields(match[2], ['id']));
  }
  return selection;
}

/** Copies the selected fields of `source`; Graph always includes `id`. */
export function pick(source: object, selection: FieldSelection, nested: (field: string, inner: FieldSelection) => unknown): Record<string, unknown> {
  const record = source as Record<string, unknown>;
  const out: Record<string, unknown> = { id: record.id };
  for (const [field, inner] of selection) {
    if (inner !== true) {
      const value = nested(field, inner);
      if (value !== undefined) out[field] = value;
    } else if (record[field] !== undefined) {
      out[field] = record[field];
    }
  }
  return out;
}
