import type { Db } from '../../db/client';

export type AccountGroupKind = 'business_info' | 'custom';

/**
 * What this module needs of account groups: the groups module is built on linked accounts (it imports this one), so
 * it is handed in by composition/account-groups.ts instead of imported back.
 */
export interface AccountGroupsPort {
  listSummaries(db: Db, companyId: number, kind: AccountGroupKind): Promise<{ id: number; name: string }[]>;
  /** Unlinked accounts leave every group of the company. */
  removeAccounts(db: Db, companyId: number, accountIds: readonly number[]): Promise<void>;
}

let installed: AccountGroupsPort | null = null;

export function installAccountGroups(port: AccountGroupsPort): void {
  installed = port;
}

export function accountGroupsPort(): AccountGroupsPort {
  if (!installed) throw new Error('No account groups installed (composition/account-groups.ts installs them)');
  return installed;
}
