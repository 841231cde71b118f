import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { aiReplyMessagesJa as m } from './ai-reply.messages.ja';
import { buildReplyPrompt, type ReplyTone } from './ai-reply.prompt';
import { endAtSentence, sanitiseReply } from './ai-reply.sanitise';
import type { ReviewForReply } from './auto-reply-reviews.repository';

export interface DraftOptions {
  tone: ReplyTone;
  instructions?: string;
  mention?: string;
  avoid?: string;
}

export interface AiDraft {
  reply: string;
  model: string;
}

/**
 * An AI reply to one review, made safe to post (ai-reply.sanitise.ts). The model and the rules are the configured
 * ones (the LLM adapter sends config.providers.llmModel; AI_REPLY_RULES_FILE replaces the built-in rules). Throws 502 ai_reply_failed when the provider fails, ai_reply_empty
 * when nothing usable is left of its answer.
 */
export async function draftAiReply(deps: Pick<Deps, 'providers' | 'logger' | 'config'>, review: ReviewForReply, options: DraftOptions): Promise<AiDraft> {
  const rules = deps.config.providers.aiReplyRules ?? undefined;
  const prompt = buildReplyPrompt({ storeName: review.storeName, rating: review.rating, comment: review.comment, ...options }, rules);
  let completion;
  try {
    completion = await deps.providers.llm.complete(prompt);
  } catch (error) {
    deps.logger.warn({ err: error, reviewId: review.id }, 'AI reply draft failed');
    throw new DomainError('ai_reply_failed', 502, isProviderError(error) ? error.message : m.failed);
  }
  // A reply cut by the token limit would end mid-sentence.
  const text = completion.finishReason === 'length' ? endAtSentence(completion.text) : completion.text;
  const reply = sanitiseReply(text, { reviewerName: review.isAnonymous ? null : review.reviewerName });
  if (reply === '') throw new DomainError('ai_reply_empty', 502, m.empty);
  return { reply, model: completion.model };
}
