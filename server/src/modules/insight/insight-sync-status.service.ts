import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { requireLinked } from '../local-accounts/linking.service';
import { scopedIds } from '../../tenancy/account-scope';
import { toInsightSyncState } from './insight-sync.mapper';
import { listSyncStates } from './insight-sync.repository';

/** How far each selected linked listing (default: every one of the company, or of a store user's) has been copied, per source. */
export async function insightSyncStatus(deps: Pick<Deps, 'db'>, auth: AuthContext, query: { local_account_ids?: string[] }) {
  const companyId = auth.company.id;
  const chosen = query.local_account_ids?.length ? (await requireLinked(deps.db, companyId, query.local_account_ids, auth.accountScope)).map((row) => row.id) : null;
  return { data: (await listSyncStates(deps.db, companyId, scopedIds(chosen, auth.accountScope) ?? undefined)).map(toInsightSyncState) };
}
