import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { aiReplyMessagesJa as m } from './ai-reply.messages.ja';
import { DEFAULT_REPLY_TONE, MAX_INSTRUCTION_LENGTH, REPLY_TONES, type ReplyTone } from './ai-reply.prompt';
import { draftAiReply } from './ai-reply.service';
import { findReviewForReply } from './auto-reply-reviews.repository';

export const replyPrompts = () => ({
  data: {
    tones: REPLY_TONES.map((value) => ({ value, ...m.tones[value] })),
    default_tone: DEFAULT_REPLY_TONE,
    max_instruction_length: MAX_INSTRUCTION_LENGTH,
  },
});

/** The reply box's AI draft for one of the company's reviews; nothing is sent. */
export async function createAiDraft(deps: Pick<Deps, 'db' | 'providers' | 'logger' | 'config'>, auth: AuthContext, body: { review_id: number; tone?: ReplyTone; instructions?: string }) {
  const review = await findReviewForReply(deps.db, auth.company.id, body.review_id);
  if (!review) throw notFound();
  return { data: await draftAiReply(deps, review, { tone: body.tone ?? DEFAULT_REPLY_TONE, instructions: body.instructions }) };
}
