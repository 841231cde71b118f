import { validationError, type DomainError } from '../../http/errors';
import { reviewsMessagesJa as m } from './reviews.messages.ja';

/**
 * Where a "load more" continues: the last row's (posted_at, id), which the keyset indexes seek to directly, so a
 * page deep in a large store costs the same as the first. posted_at travels as epoch microseconds because
 * PostgreSQL keeps microseconds and a JavaScript Date would round them away (and skip or repeat rows). The rows
 * already shown and the total counted for the first page ride along, so later pages need no count of their own.
 */
export interface ReviewCursor {
  postedMicros: string;
  id: number;
  /** Rows before the cursor's page (for 「N件中 X〜Y件を表示」). */
  shown: number;
  total: number;
  capped: boolean;
}

const VERSION = 'r1';
const FORMAT = /^r1:(-?\d{1,19}):([1-9]\d{0,9}):(\d{1,9}):(\d{1,9}):([01])$/;

export const encodeCursor = (cursor: ReviewCursor): string =>
  Buffer.from(`${VERSION}:${cursor.postedMicros}:${cursor.id}:${cursor.shown}:${cursor.total}:${cursor.capped ? 1 : 0}`).toString('base64url');

const invalidCursor = (): DomainError => validationError({ cursor: [m.invalidCursor] }, 'invalid_cursor');

/** Throws 422 invalid_cursor for anything this server did not hand out. */
export function decodeCursor(value: string): ReviewCursor {
  const match = FORMAT.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw invalidCursor();
  return { postedMicros: match[1], id: Number(match[2]), shown: Number(match[3]), total: Number(match[4]), capped: match[5] === '1' };
}
