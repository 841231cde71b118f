import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { jstDayEnd, jstDayStart } from '../../formats';
import type { AccountScope } from '../../tenancy/account-scope';
import { findCompanyGoogleAccounts, type FeedbackFilter } from './coupon-feedback.repository';

export interface FeedbackQuery {
  local_account_ids?: string[];
  start_at?: string;
  end_at?: string;
}

/**
 * The list's filters for one company (and a store user's stores); a store key that is not one of its Google stores
 * (or outside the store user's) answers 404.
 */
export async function resolveFeedbackFilter(db: Db, companyId: number, query: FeedbackQuery, accountScope: AccountScope = null): Promise<FeedbackFilter> {
  const keys = [...new Set(query.local_account_ids ?? [])];
  const refs = parseAccountKeys(keys);
  if (refs.some((ref) => ref.provider !== 'google')) throw notFound();
  const ids = refs.map((ref) => ref.id);
  const own = await findCompanyGoogleAccounts(db, companyId, ids);
  if (own.length !== ids.length || (accountScope !== null && own.some((id) => !accountScope.includes(id)))) throw notFound();
  return {
    companyId,
    accountScope,
    localAccountIds: own,
    from: query.start_at ? jstDayStart(query.start_at) : null,
    until: query.end_at ? jstDayEnd(query.end_at) : null,
  };
}
