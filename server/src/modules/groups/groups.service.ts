import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { toAccountKey } from '../local-accounts/local-account-keys';
import { requireLinked } from '../local-accounts/linking.service';
import { countGroups, deleteGroups, findGroup, insertGroup, listGroups, membersOutside, updateGroup, type GroupRow, type GroupScope } from './groups.repository';
import type { AccountGroupKind } from './groups.table';
import { groupsMessagesJa as m } from './groups.messages.ja';

type GroupDeps = Pick<Deps, 'db' | 'clock'>;

// A store user sees every group of the company but only the members that are their stores, names only those, and
// never removes (by an edit or a deletion) a store that is not theirs.
const scopeOf = (auth: AuthContext, kind: AccountGroupKind): GroupScope => ({ companyId: auth.company.id, kind, accountScope: auth.accountScope });

const toGroup = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  local_account_ids: row.members.map((member) => toAccountKey(member.provider, Number(member.id))),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listAccountGroups(deps: Pick<Deps, 'db'>, auth: AuthContext, kind: AccountGroupKind) {
  return { data: (await listGroups(deps.db, scopeOf(auth, kind))).map(toGroup) };
}

interface GroupInput {
  name: string;
  local_account_ids: string[];
}

export async function createAccountGroup(deps: GroupDeps, auth: AuthContext, kind: AccountGroupKind, input: GroupInput) {
  const scope = scopeOf(auth, kind);
  const row = await deps.db.transaction(async (tx) => {
    const members = await requireLinked(tx, scope.companyId, input.local_account_ids, auth.accountScope);
    const id = await insertGroup(tx, scope, { name: input.name, accountIds: members.map((a) => a.id), now: deps.clock.now() });
    return findGroup(tx, scope, id);
  });
  if (!row) throw notFound();
  return { message: m.created, data: toGroup(row) };
}

export async function updateAccountGroup(deps: GroupDeps, auth: AuthContext, kind: AccountGroupKind, id: number, input: GroupInput) {
  const scope = scopeOf(auth, kind);
  const row = await deps.db.transaction(async (tx) => {
    const members = await requireLinked(tx, scope.companyId, input.local_account_ids, auth.accountScope);
    const kept = await membersOutside(tx, id, auth.accountScope);
    const updated = await updateGroup(tx, scope, id, { name: input.name, accountIds: [...members.map((a) => a.id), ...kept], now: deps.clock.now() });
    return updated ? findGroup(tx, scope, id) : null;
  });
  if (!row) throw notFound();
  return { message: m.updated, data: toGroup(row) };
}

/** All or nothing: one id that is not the company's (or, for a store user, not theirs whole) answers 404 and nothing is deleted. */
export async function deleteAccountGroups(deps: GroupDeps, auth: AuthContext, kind: AccountGroupKind, ids: number[]) {
  const scope = scopeOf(auth, kind);
  const unique = [...new Set(ids)];
  await deps.db.transaction(async (tx) => {
    if ((await countGroups(tx, scope, unique)) !== unique.length) throw notFound();
    await deleteGroups(tx, scope, unique);
  });
  return { message: m.deleted };
}
