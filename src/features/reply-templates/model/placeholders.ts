import { REPLY_PLACEHOLDERS } from '../../../shared/reply/reply-placeholders';

// The insert buttons, in this order; the reply box (and the automatic reply job) fill them in per review.
export const PLACEHOLDERS = [REPLY_PLACEHOLDERS.reviewer, REPLY_PLACEHOLDERS.store, REPLY_PLACEHOLDERS.rating] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];

export interface TextEdit {
  text: string;
  // Where the caret goes after the edit: right after the inserted token.
  caret: number;
}

// Replaces the selection [start, end) of `text` with `token`. Out-of-range positions (a field never focused reports
// its length, a stale one may report more) are clamped, so the token lands at the end rather than being lost.
export const insertAt = (text: string, start: number | null | undefined, end: number | null | undefined, token: string): TextEdit => {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: `${text.slice(0, from)}${token}${text.slice(to)}`, caret: from + token.length };
};
