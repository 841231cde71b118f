import { jstDayEnd, jstDayStart } from '../../formats';
import { notFound, validationError, type FieldErrors } from '../../http/errors';
import type { ListingProviderName } from '../../providers/listing-provider';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import type { CompanyAccountRow } from './reviews.repository';
import { reviewsMessagesJa as m } from './reviews.messages.ja';

/** The inbox's filters as the contract gives them (listReviews query, ReviewExportRequest). */
export interface ReviewFilterInput {
  local_account_ids?: string[];
  free_word?: string;
  start_at?: string;
  end_at?: string;
  ratings?: number[];
  reply_status?: 'replied' | 'unreplied';
  kind?: 1 | 2;
  provider?: ListingProviderName;
}

export interface CompanyFlags {
  meoAnalyticsFlag: boolean;
  yMeoAnalyticsFlag: boolean;
}

/**
 * Which of the company's reviews a list shows. Reviews are matched by their local account: `accounts` are the
 * visible ones (linked, of a provider the contract shows, among the chosen stores). The SQL names either those or
 * the company's other accounts, whichever list is shorter, so the usual case (every store) adds no condition.
 */
export interface ReviewScope {
  companyId: number;
  accounts: Map<number, CompanyAccountRow>;
  accountCondition: { kind: 'all' } | { kind: 'in'; ids: number[] } | { kind: 'not_in'; ids: number[] };
  freeWord: string | null;
  postedFrom: Date | null;
  postedBefore: Date | null;
  ratings: number[] | null;
  replyStatus: 'replied' | 'unreplied' | null;
  kind: 1 | 2 | null;
}

/** Google shows with meo_analytics_flag, Yahoo with y_meo_analytics_flag (spec section 2). */
export const allowedProviders = (flags: CompanyFlags): ListingProviderName[] => [
  ...(flags.meoAnalyticsFlag ? (['google'] as const) : []),
  ...(flags.yMeoAnalyticsFlag ? (['yahoo'] as const) : []),
];

function parseDay(value: string | undefined, field: string, errors: FieldErrors, bound: (day: string) => Date | null): Date | null {
  if (value === undefined || value === '') return null;
  const instant = bound(value);
  if (!instant) errors[field] = [m.invalidDate];
  return instant;
}

function chooseCondition(all: readonly CompanyAccountRow[], visible: ReadonlySet<number>, restricted: boolean): ReviewScope['accountCondition'] {
  // A store user's list names its stores: "all but the hidden ones" would count the company's other stores as shown.
  if (restricted) return { kind: 'in', ids: [...visible].sort((a, b) => a - b) };
  const hidden = all.filter((a) => !visible.has(a.id)).map((a) => a.id);
  if (hidden.length === 0) return { kind: 'all' };
  if (visible.size <= hidden.length) return { kind: 'in', ids: [...visible].sort((a, b) => a - b) };
  return { kind: 'not_in', ids: hidden.sort((a, b) => a - b) };
}

/**
 * Resolves the filters against the company's accounts. A chosen store that is not one of the company's visible
 * linked accounts answers 404 (as another tenant's id must); malformed dates answer 422 on their field.
 */
export function resolveReviewScope(
  companyId: number,
  flags: CompanyFlags,
  accounts: readonly CompanyAccountRow[],
  input: ReviewFilterInput,
  /** A store user's stores (AuthContext.accountScope); null for the whole company. */
  accountScope: readonly number[] | null = null,
): ReviewScope {
  const errors: FieldErrors = {};
  const from = parseDay(input.start_at, 'start_at', errors, jstDayStart);
  const before = parseDay(input.end_at, 'end_at', errors, jstDayEnd);
  if (from && before && before <= from) errors.end_at = [m.dateRangeInvalid];
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const providers = new Set(allowedProviders(flags));
  const inScope = accountScope === null ? () => true : (id: number) => accountScope.includes(id);
  const shown = accounts.filter((a) => a.status === 'linked' && providers.has(a.provider) && inScope(a.id));
  const byId = new Map(shown.map((a) => [a.id, a]));
  let visible = shown.filter((a) => !input.provider || a.provider === input.provider);
  if (input.local_account_ids && input.local_account_ids.length > 0) {
    const chosen = parseAccountKeys(input.local_account_ids);
    for (const ref of chosen) if (byId.get(ref.id)?.provider !== ref.provider) throw notFound();
    const ids = new Set(chosen.map((ref) => ref.id));
    visible = visible.filter((a) => ids.has(a.id));
  }
  const freeWord = input.free_word?.trim() ?? '';
  return {
    companyId,
    accounts: new Map(visible.map((a) => [a.id, a])),
    accountCondition: chooseCondition(accounts, new Set(visible.map((a) => a.id)), accountScope !== null),
    freeWord: freeWord === '' ? null : freeWord,
    postedFrom: from,
    postedBefore: before,
    ratings: input.ratings && input.ratings.length > 0 ? [...new Set(input.ratings)].sort() : null,
    replyStatus: input.reply_status ?? null,
    kind: input.kind ?? null,
  };
}
