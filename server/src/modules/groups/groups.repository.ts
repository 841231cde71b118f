import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope as accountIn, type AccountScope } from '../../tenancy/account-scope';
import { accountGroupMembers, accountGroups, type AccountGroupKind } from './groups.table';

export interface GroupScope {
  companyId: number;
  kind: AccountGroupKind;
  /** A store user's stores: the only members they see (null or absent: every member). */
  accountScope?: AccountScope;
}

export interface GroupRow {
  id: number;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  /** Members as [provider, local account id], linked accounts only. */
  members: { provider: 'google' | 'yahoo'; id: number }[];
}

const inScope = (scope: GroupScope): SQL => and(eq(accountGroups.companyId, scope.companyId), eq(accountGroups.kind, scope.kind)) as SQL;

// Members come back aggregated per group so a list is one statement. Written with explicit aliases: drizzle leaves
// columns of a single-table select unqualified, which inside a subquery would bind to the inner tables.
const membersOf = (scope: AccountScope) =>
  sql<GroupRow['members']>`coalesce((select json_agg(json_build_object('provider', la.provider, 'id', la.id) order by la.provider, la.id) from account_group_members m join local_accounts la on la.id = m.local_account_id where m.group_id = "account_groups"."id" and la.status = 'linked' and ${accountIn(sql`la.id`, scope) ?? sql`true`}), '[]'::json)`;

const columnsOf = (scope: GroupScope) => ({
  id: accountGroups.id,
  name: accountGroups.name,
  createdAt: accountGroups.createdAt,
  updatedAt: accountGroups.updatedAt,
  members: membersOf(scope.accountScope ?? null),
});

export async function listGroups(db: Db, scope: GroupScope): Promise<GroupRow[]> {
  return db.select(columnsOf(scope)).from(accountGroups).where(inScope(scope)).orderBy(asc(accountGroups.name), asc(accountGroups.id));
}

export async function listGroupSummaries(db: Db, scope: GroupScope): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: accountGroups.id, name: accountGroups.name })
    .from(accountGroups)
    .where(inScope(scope))
    .orderBy(asc(accountGroups.name), asc(accountGroups.id));
}

export async function findGroup(db: Db, scope: GroupScope, id: number): Promise<GroupRow | null> {
  const rows = await db
    .select(columnsOf(scope))
    .from(accountGroups)
    .where(and(inScope(scope), eq(accountGroups.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

async function replaceMembers(db: Db, groupId: number, accountIds: readonly number[]): Promise<void> {
  await db.delete(accountGroupMembers).where(eq(accountGroupMembers.groupId, groupId));
  if (accountIds.length > 0) await db.insert(accountGroupMembers).values(accountIds.map((localAccountId) => ({ groupId, localAccountId })));
}

export async function insertGroup(db: Db, scope: GroupScope, input: { name: string; accountIds: readonly number[]; now: Date }): Promise<number> {
  const [row] = await db
    .insert(accountGroups)
    .values({ companyId: scope.companyId, kind: scope.kind, name: input.name, createdAt: input.now, updatedAt: input.now })
    .returning({ id: accountGroups.id });
  await replaceMembers(db, row.id, input.accountIds);
  return row.id;
}

/** False when the group is not the company's (or not of this kind). */
export async function updateGroup(db: Db, scope: GroupScope, id: number, input: { name: string; accountIds: readonly number[]; now: Date }): Promise<boolean> {
  const rows = await db
    .update(accountGroups)
    .set({ name: input.name, updatedAt: input.now })
    .where(and(inScope(scope), eq(accountGroups.id, id)))
    .returning({ id: accountGroups.id });
  if (rows.length === 0) return false;
  await replaceMembers(db, id, input.accountIds);
  return true;
}

// A store user deletes only groups made of their stores: a group that also holds another store is not theirs to remove.
const wholeInScope = (scope: GroupScope): SQL | undefined =>
  scope.accountScope
    ? sql`not exists (select 1 from account_group_members m where m.group_id = "account_groups"."id" and ${notInArray(sql`m.local_account_id`, [...scope.accountScope])})`
    : undefined;

/** How many of `ids` are groups the scope may delete. */
export async function countGroups(db: Db, scope: GroupScope, ids: readonly number[]): Promise<number> {
  const rows = await db
    .select({ id: accountGroups.id })
    .from(accountGroups)
    .where(and(inScope(scope), inArray(accountGroups.id, [...ids]), wholeInScope(scope)));
  return rows.length;
}

export async function deleteGroups(db: Db, scope: GroupScope, ids: readonly number[]): Promise<void> {
  await db.delete(accountGroups).where(and(inScope(scope), inArray(accountGroups.id, [...ids]), wholeInScope(scope)));
}

/** The group's members outside a store user's stores: an edit by the store user keeps them as they are. */
export async function membersOutside(db: Db, groupId: number, accountScope: AccountScope): Promise<number[]> {
  if (accountScope === null) return [];
  const rows = await db
    .select({ id: accountGroupMembers.localAccountId })
    .from(accountGroupMembers)
    .where(and(eq(accountGroupMembers.groupId, groupId), notInArray(accountGroupMembers.localAccountId, [...accountScope])));
  return rows.map((r) => r.id);
}

/** Unlinked accounts leave every group of their company. */
export async function removeAccountsFromGroups(db: Db, companyId: number, accountIds: readonly number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const companyGroups = db.select({ id: accountGroups.id }).from(accountGroups).where(eq(accountGroups.companyId, companyId));
  await db
    .delete(accountGroupMembers)
    .where(and(inArray(accountGroupMembers.localAccountId, [...accountIds]), inArray(accountGroupMembers.groupId, companyGroups)));
}
