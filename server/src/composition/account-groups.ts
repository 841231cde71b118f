// The groups module's side of linked accounts, handed to local-accounts (which groups imports, so not the reverse).
import { listGroupSummaries, removeAccountsFromGroups } from '../modules/groups/groups.repository';
import { installAccountGroups } from '../modules/local-accounts/account-groups.port';

installAccountGroups({
  listSummaries: (db, companyId, kind) => listGroupSummaries(db, { companyId, kind }),
  removeAccounts: removeAccountsFromGroups,
});
