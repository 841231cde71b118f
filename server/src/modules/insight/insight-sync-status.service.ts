import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { requireLinked } from '../local-accounts/linking.service';
import { toInsightSyncState } from './insight-sync.mapper';
import { listSyncStates } from './insight-sync.repository';

/** How far each selected linked listing (default: every one of the company) has been copied, per source. */
export async function insightSyncStatus(deps: Pick<Deps, 'db'>, auth: AuthContext, query: { local_account_ids?: string[] }) {
  const companyId = auth.company.id;
  const ids = query.local_account_ids?.length ? (await requireLinked(deps.db, companyId, query.local_account_ids, auth.accountScope)).map((row) => row.id) : undefined;
  return { data: (await listSyncStates(deps.db, companyId, ids)).map(toInsightSyncState) };
}
