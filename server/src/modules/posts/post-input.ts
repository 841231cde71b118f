import { DateTime } from 'luxon';
import type { Db } from '../../db/client';
import { DomainError, notFound, validationError } from '../../http/errors';
import { findLinkedByRefs } from '../local-accounts/local-accounts.repository';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { TOKYO } from '../../../../src/shared/dates/zone';
import { postInputErrors, type PostRuleInput } from '../../../../src/shared/posts/post-rules';
import { nextOccurrence, type RecurrenceRule, type RepeatFrequency } from '../../../../src/shared/posts/post-recurrence';
import type { PostAccount } from './posts.repository';
import type { PostContent } from './posts.table';
import { postsMessagesJa as m } from './posts.messages.ja';

/** The multipart body of create / update as the contract describes it (files arrive as Buffers). */
export interface PostSettingBodyInput extends PostRuleInput {
  local_account_ids: string[];
  event_start_time?: string;
  event_end_time?: string;
  offer_terms?: string;
  images?: unknown[];
  remove_image?: boolean;
  schedule_date: string;
  schedule_time: string;
}

const CONTENT_KEYS = [
  'summary', 'event_title', 'event_start_date', 'event_start_time', 'event_end_date', 'event_end_time', 'offer_coupon_code',
  'offer_redeem_url', 'offer_terms', 'call_to_action_type', 'call_to_action_url', 'yahoo_kind', 'yahoo_title', 'yahoo_start_date', 'yahoo_end_date',
] as const satisfies readonly (keyof PostContent)[];

const slashToIso = (value: string): string => value.replaceAll('/', '-');

/** The company's linked accounts named by the keys; any other key (another company's, unlinked, unknown) is a 404. */
export async function resolveAccounts(db: Db, companyId: number, keys: readonly string[], accountScope: readonly number[] | null = null): Promise<PostAccount[]> {
  const unique = [...new Set(keys)];
  const rows = await findLinkedByRefs(db, companyId, parseAccountKeys(unique), accountScope);
  if (rows.length !== unique.length || rows.some((r) => r.status !== 'linked')) throw notFound();
  return rows.map((r) => ({ id: r.id, provider: r.provider, title: r.title, status: r.status, providerAccountId: r.providerAccountId, providerLocationId: r.providerLocationId }));
}

export interface CheckedPostInput {
  content: PostContent;
  postType: 'action' | 'offer' | 'event' | null;
  searchText: string;
  rule: RecurrenceRule;
  scheduleDate: string;
  repeatEndDate: string | null;
}

const validDate = (value: string): boolean => value === '' || DateTime.fromFormat(value, 'yyyy/MM/dd', { zone: TOKYO }).isValid;

/** Applies the shared post rules (field errors in Japanese) and shapes the row's values. */
export function checkPostInput(input: PostSettingBodyInput, accounts: PostAccount[], hasImage: boolean): CheckedPostInput {
  const hasGoogle = accounts.some((a) => a.provider === 'google');
  const hasYahoo = accounts.some((a) => a.provider === 'yahoo');
  const repeat = (input.repeat ?? 4) as RepeatFrequency;
  const dateFields = ['schedule_date', 'repeat_end_date', 'event_start_date', 'event_end_date', 'yahoo_start_date', 'yahoo_end_date'] as const;
  const badDates = dateFields.filter((f) => !validDate(String(input[f] ?? '')));
  if (badDates.length > 0) throw validationError(Object.fromEntries(badDates.map((f) => [f, ['形式が正しくありません']])));
  const problems = postInputErrors({ ...input, repeat }, { hasGoogle, hasYahoo, hasImage });
  if (problems) throw validationError(problems.errors, problems.code);
  const content = Object.fromEntries(CONTENT_KEYS.map((k) => [k, String(input[k] ?? '').trim()])) as unknown as PostContent;
  // Fields of a provider not targeted are not kept, so the list and the histories never show stale ones.
  if (!hasYahoo) for (const k of ['yahoo_kind', 'yahoo_title', 'yahoo_start_date', 'yahoo_end_date'] as const) content[k] = '';
  const postType = hasGoogle ? ((input.post_type || null) as CheckedPostInput['postType']) : null;
  if (postType !== 'event' && postType !== 'offer') {
    for (const k of ['event_title', 'event_start_date', 'event_start_time', 'event_end_date', 'event_end_time'] as const) content[k] = '';
  }
  if (postType !== 'offer') for (const k of ['offer_coupon_code', 'offer_redeem_url', 'offer_terms'] as const) content[k] = '';
  if (postType === 'offer' || !hasGoogle) {
    content.call_to_action_type = '';
    content.call_to_action_url = '';
  }
  const repeatEnd = repeat === 4 ? null : (input.repeat_end_date ?? '') || null;
  return {
    content,
    postType,
    searchText: [content.summary, content.event_title, content.yahoo_title].filter(Boolean).join('\n'),
    rule: { startDate: input.schedule_date, startTime: input.schedule_time, repeat, endDate: repeatEnd },
    scheduleDate: slashToIso(input.schedule_date),
    repeatEndDate: repeatEnd ? slashToIso(repeatEnd) : null,
  };
}

// A post planned for the minute the user saves it still goes out: the schedule is read to the minute.
const GRACE_MS = 60_000;

/** The next occurrence from now (the first when it is still ahead); a once post in the past is a field error. */
export function firstRun(rule: RecurrenceRule, now: Date): Date | null {
  return nextOccurrence(rule, new Date(now.getTime() - GRACE_MS), true);
}

export function requireFutureRun(rule: RecurrenceRule, now: Date): Date {
  const at = firstRun(rule, now);
  if (!at) throw validationError({ schedule_date: [m.scheduleInPast] });
  return at;
}

export const stateConflict = (code: string, message: string): DomainError => new DomainError(code, 409, message);
