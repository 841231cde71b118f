import { formJa } from '../../shared/i18n/form.ja';

const t = formJa.file;

/** Whether a file's MIME type is one of `accept` (exact types such as image/png, or whole kinds such as image/*). */
export const matchesAccept = (type: string, accept: readonly string[]): boolean =>
  accept.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a));

const typeName = (mime: string) => {
  const [kind, sub = ''] = mime.split('/');
  return sub === '*' ? (t.kinds[kind] ?? mime) : sub.toUpperCase();
};

/**
 * The reason a chosen file cannot be used, or null: checked in the browser before anything is uploaded. The server
 * checks again; this only spares the user a long upload that would be refused.
 */
export const checkFile = (file: File, accept: readonly string[], maxBytes: number): string | null => {
  if (accept.length > 0 && !matchesAccept(file.type, accept)) return t.wrongType(accept.map(typeName).join(t.typeSeparator));
  if (file.size > maxBytes) return t.tooLarge(maxBytes);
  return null;
};
