import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { postInputErrors, type PostRuleInput } from '../../../../src/shared/posts/post-rules';
import { findHistory, updateProviderState } from './post-histories.repository';
import { stateConflict } from './post-input';
import { toGoogleLocalPost, toYahooNotice } from './post-payload';
import { toPostHistory } from './posts.mapper';
import { postsMessagesJa as m } from './posts.messages.ja';
import type { PostContent, PostPayload } from './posts.table';

// Editing a post already published (spec: Google posts and Yahoo posts updated with _method PUT): the provider's
// post is changed in place and the history shows the new text. The key of each write is derived from the new
// content, so a repeated save of the same text is applied once.

type EditDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'tokenCipher' | 'providers' | 'logger'>;

export type GoogleEditInput = Partial<Pick<PostContent,
  'summary' | 'event_title' | 'event_start_date' | 'event_start_time' | 'event_end_date' | 'event_end_time' | 'offer_coupon_code' | 'offer_redeem_url' | 'offer_terms' | 'call_to_action_type' | 'call_to_action_url'>>;
export type YahooEditInput = Pick<PostContent, 'yahoo_kind' | 'yahoo_title' | 'summary'> & Partial<Pick<PostContent, 'yahoo_start_date' | 'yahoo_end_date'>>;

const REFRESH_FIRST_MS = 60_000;

const editKey = (base: string, payload: PostPayload): string => `${base}-edit-${createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 32)}`;

const providerFailure = (error: unknown): DomainError => {
  if (error instanceof DomainError) return error;
  const detail = isProviderError(error) ? (error.detail.providerMessage ?? error.message) : null;
  return new DomainError('provider_failed', 502, detail ? `${m.providerFailed}（${detail}）` : m.providerFailed);
};

async function loadPublished(deps: EditDeps, auth: AuthContext, id: number, provider: 'google' | 'yahoo') {
  const found = await findHistory(deps.db, auth.company.id, id, auth.accountScope);
  if (!found) throw notFound();
  const { history } = found;
  if (history.provider !== provider || history.status !== 0 || !history.providerPostId) throw stateConflict('post_history_not_editable', m.historyNotEditable);
  return found;
}

const trimmed = <T extends object>(input: T): T => Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;

export async function editGooglePost(deps: EditDeps, auth: AuthContext, id: number, input: GoogleEditInput) {
  const found = await loadPublished(deps, auth, id, 'google');
  const { history } = found;
  const type = history.payload.postType === 'instagram' ? 'action' : (history.payload.postType ?? 'action');
  const content: PostContent = { ...history.payload.content, ...trimmed(input) };
  const problems = postInputErrors({ ...content, post_type: type, call_to_action_type: content.call_to_action_type as PostRuleInput['call_to_action_type'] }, { hasGoogle: true, hasYahoo: false, hasImage: history.payload.imageUrl !== null });
  if (problems) throw validationError(problems.errors, problems.code);
  const payload: PostPayload = { ...history.payload, content, summary: content.summary, title: type === 'event' || type === 'offer' ? content.event_title : null };
  const post = toGoogleLocalPost(payload);
  const mask = ['summary', ...(type === 'offer' ? ['event', 'offer'] : type === 'event' ? ['event', 'callToAction'] : ['callToAction'])];
  let state: 'processing' | 'live' | 'rejected';
  try {
    const google = await providerAccessFor(deps, history.companyId, 'google');
    const answer = await google.adapter.patchLocalPost(google.credentials, history.providerPostId ?? '', post, mask, { idempotencyKey: editKey(history.idempotencyKey, payload) });
    state = answer.state === 'LIVE' ? 'live' : answer.state === 'REJECTED' ? 'rejected' : 'processing';
  } catch (error) {
    throw providerFailure(error);
  }
  const now = deps.clock.now();
  await updateProviderState(deps.db, history.id, {
    payload,
    providerState: state,
    status: state === 'rejected' ? 1 : 0,
    errorMessage: state === 'rejected' ? m.rejectedByGoogle : null,
    retryable: state !== 'rejected',
    refreshAfter: state === 'processing' ? new Date(now.getTime() + REFRESH_FIRST_MS) : null,
    updatedAt: now,
  });
  const updated = await findHistory(deps.db, auth.company.id, id);
  if (!updated) throw notFound();
  return { message: m.updated, data: toPostHistory(updated) };
}

export async function editYahooPost(deps: EditDeps, auth: AuthContext, id: number, input: YahooEditInput) {
  const found = await loadPublished(deps, auth, id, 'yahoo');
  const { history, account } = found;
  const content: PostContent = { ...history.payload.content, ...trimmed(input) };
  const problems = postInputErrors({ ...content, call_to_action_type: '' }, { hasGoogle: false, hasYahoo: true, hasImage: false });
  if (problems) throw validationError(problems.errors, problems.code);
  const payload: PostPayload = { ...history.payload, content, yahooKind: content.yahoo_kind, title: content.yahoo_title, summary: content.summary };
  try {
    const yahoo = await providerAccessFor(deps, history.companyId, 'yahoo');
    await yahoo.adapter.updateNotice(account.providerLocationId, history.providerPostId ?? '', toYahooNotice(payload, history.pinned ?? false), { idempotencyKey: editKey(history.idempotencyKey, payload) });
  } catch (error) {
    throw providerFailure(error);
  }
  await updateProviderState(deps.db, history.id, { payload, updatedAt: deps.clock.now() });
  const updated = await findHistory(deps.db, auth.company.id, id);
  if (!updated) throw notFound();
  return { message: m.updated, data: toPostHistory(updated) };
}
