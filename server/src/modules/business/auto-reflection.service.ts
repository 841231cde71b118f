import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { setAutoReflection } from '../local-accounts/auto-reflection.repository';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { businessMessagesJa as m } from './business.messages.ja';
import { ownsAccounts } from './listing-records.repository';

/**
 * Turns automatic reflection on or off for many linked accounts at once. A key that is not one of the company's
 * accounts (or a store user's) answers 404 and nothing changes (the check and the update share one transaction).
 */
export async function updateAutoReflection(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, keys: readonly string[], on: boolean): Promise<{ message: string; updated: number }> {
  const companyId = auth.company.id;
  const refs = parseAccountKeys(keys);
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await ownsAccounts(tx, companyId, refs, auth.accountScope))) throw notFound();
    return setAutoReflection(tx, companyId, ids, on, deps.clock.now());
  });
  return { message: on ? m.autoReflectionOn : m.autoReflectionOff, updated };
}
