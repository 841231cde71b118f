import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/like-pattern';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { postSettingAccounts, postSettings, type PostSettingRow } from './posts.table';

// Every statement is scoped by the company; the accounts of a post are always the company's own linked accounts.

export interface PostAccount {
  id: number;
  provider: 'google' | 'yahoo';
  title: string;
  status: 'linked' | 'unlinked';
  providerAccountId: string | null;
  providerLocationId: string;
}

export interface PostWithAccounts {
  setting: PostSettingRow;
  accounts: PostAccount[];
}

const accountColumns = {
  id: localAccounts.id,
  provider: localAccounts.provider,
  title: localAccounts.title,
  status: localAccounts.status,
  providerAccountId: localAccounts.providerAccountId,
  providerLocationId: localAccounts.providerLocationId,
};

export type NewPostSetting = Omit<typeof postSettings.$inferInsert, 'id'>;

async function replaceAccounts(db: Db, companyId: number, postSettingId: number, accountIds: readonly number[]): Promise<void> {
  await db.delete(postSettingAccounts).where(and(eq(postSettingAccounts.companyId, companyId), eq(postSettingAccounts.postSettingId, postSettingId)));
  if (accountIds.length > 0) await db.insert(postSettingAccounts).values(accountIds.map((localAccountId) => ({ postSettingId, localAccountId, companyId })));
}

export async function insertPostSetting(db: Db, values: NewPostSetting, accountIds: readonly number[]): Promise<PostSettingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(postSettings).values(values).returning();
    await replaceAccounts(tx, values.companyId, row.id, accountIds);
    return row;
  });
}

/** Saves an edit when the post is still in one of `fromStatuses`; null otherwise (someone moved it on). */
export async function updatePostSetting(
  db: Db,
  companyId: number,
  id: number,
  input: { values: Partial<NewPostSetting>; accountIds: readonly number[]; fromStatuses: readonly number[] },
): Promise<PostSettingRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(postSettings)
      .set(input.values)
      .where(and(eq(postSettings.companyId, companyId), eq(postSettings.id, id), inArray(postSettings.status, [...input.fromStatuses])))
      .returning();
    if (!row) return null;
    await replaceAccounts(tx, companyId, id, input.accountIds);
    return row;
  });
}

// A store user sees the posts that reach one of their stores; the other stores of such a post stay hidden.
const reachesScope = (companyId: number, scope: AccountScope): SQL | undefined => {
  const own = inScope(sql`psa.local_account_id`, scope);
  const postId = sql`${sql.identifier('post_settings')}.${sql.identifier('id')}`;
  return own && sql`exists (select 1 from post_setting_accounts psa where psa.post_setting_id = ${postId} and psa.company_id = ${companyId} and ${own})`;
};

export async function findPostSetting(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<PostSettingRow | null> {
  const [row] = await db.select().from(postSettings).where(and(eq(postSettings.companyId, companyId), eq(postSettings.id, id), reachesScope(companyId, scope))).limit(1);
  return row ?? null;
}

/** Whether the post also goes to a store outside the scope (which a store user may then not change). */
export async function reachesOutsideScope(db: Db, companyId: number, id: number, scope: AccountScope): Promise<boolean> {
  if (scope === null) return false;
  const [row] = await db
    .select({ id: postSettingAccounts.localAccountId })
    .from(postSettingAccounts)
    .where(and(eq(postSettingAccounts.companyId, companyId), eq(postSettingAccounts.postSettingId, id), notInArray(postSettingAccounts.localAccountId, [...scope])))
    .limit(1);
  return row !== undefined;
}

export async function accountsOf(db: Db, companyId: number, postSettingIds: readonly number[], scope: AccountScope = null): Promise<Map<number, PostAccount[]>> {
  const out = new Map<number, PostAccount[]>();
  if (postSettingIds.length === 0) return out;
  const rows = await db
    .select({ postSettingId: postSettingAccounts.postSettingId, account: accountColumns })
    .from(postSettingAccounts)
    .innerJoin(localAccounts, and(eq(localAccounts.id, postSettingAccounts.localAccountId), eq(localAccounts.companyId, postSettingAccounts.companyId)))
    .where(and(eq(postSettingAccounts.companyId, companyId), inArray(postSettingAccounts.postSettingId, [...postSettingIds]), inScope(postSettingAccounts.localAccountId, scope)))
    .orderBy(asc(localAccounts.id));
  for (const { postSettingId, account } of rows) out.set(postSettingId, [...(out.get(postSettingId) ?? []), account]);
  return out;
}

export async function findPostWithAccounts(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<PostWithAccounts | null> {
  const setting = await findPostSetting(db, companyId, id, scope);
  if (!setting) return null;
  return { setting, accounts: (await accountsOf(db, companyId, [id], scope)).get(id) ?? [] };
}

/** Moves a post from one of `fromStatuses` with `set`; null when it is not (or no longer) in them. */
export async function transitionPostSetting(db: Db, companyId: number, id: number, fromStatuses: readonly number[], set: Partial<NewPostSetting>): Promise<PostSettingRow | null> {
  const [row] = await db
    .update(postSettings)
    .set(set)
    .where(and(eq(postSettings.companyId, companyId), eq(postSettings.id, id), inArray(postSettings.status, [...fromStatuses])))
    .returning();
  return row ?? null;
}

export async function deletePostSetting(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db.delete(postSettings).where(and(eq(postSettings.companyId, companyId), eq(postSettings.id, id))).returning({ id: postSettings.id });
  return rows.length > 0;
}

export interface PostSettingFilters {
  accountIds: number[] | null;
  freeWord: string | null;
  scheduleFrom: string | null;
  scheduleTo: string | null;
  createdFrom: Date | null;
  /** Exclusive. */
  createdBefore: Date | null;
  provider: 'google' | 'yahoo' | null;
  status: number | null;
}

function filtersOf(companyId: number, f: PostSettingFilters): SQL {
  const conditions: SQL[] = [eq(postSettings.companyId, companyId)];
  if (f.accountIds !== null) {
    const ids = f.accountIds.length > 0 ? f.accountIds : [0];
    conditions.push(sql`exists (select 1 from post_setting_accounts psa where psa.post_setting_id = ${postSettings.id} and psa.company_id = ${companyId} and psa.local_account_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (f.provider !== null) {
    conditions.push(sql`exists (select 1 from post_setting_accounts psa join local_accounts la on la.id = psa.local_account_id where psa.post_setting_id = ${postSettings.id} and psa.company_id = ${companyId} and la.provider = ${f.provider})`);
  }
  if (f.freeWord) conditions.push(ilike(postSettings.searchText, likePattern(f.freeWord)));
  if (f.scheduleFrom) conditions.push(gte(postSettings.scheduleDate, f.scheduleFrom));
  if (f.scheduleTo) conditions.push(lte(postSettings.scheduleDate, f.scheduleTo));
  if (f.createdFrom) conditions.push(gte(postSettings.createdAt, f.createdFrom));
  if (f.createdBefore) conditions.push(lt(postSettings.createdAt, f.createdBefore));
  if (f.status !== null) conditions.push(eq(postSettings.status, f.status));
  return and(...conditions) as SQL;
}

export async function listPostSettings(db: Db, companyId: number, filters: PostSettingFilters, page: { limit: number; offset: number }) {
  const where = filtersOf(companyId, filters);
  const rows = await db
    .select()
    .from(postSettings)
    .where(where)
    .orderBy(sql`${postSettings.nextRunAt} asc nulls last`, desc(postSettings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: countInt() }).from(postSettings).where(where);
  return { rows, total };
}

/** Posts whose next occurrence is due (status 0), oldest first. */
export async function findDuePostSettings(db: Db, now: Date, limit: number): Promise<PostSettingRow[]> {
  return db
    .select()
    .from(postSettings)
    .where(and(eq(postSettings.status, 0), lte(postSettings.nextRunAt, now)))
    .orderBy(asc(postSettings.nextRunAt), asc(postSettings.id))
    .limit(limit);
}

/** Moves a due post from the occurrence `from` to `next` (null: none left); false when another run already did. */
export async function advanceNextRun(db: Db, id: number, from: Date, next: Date | null, now: Date): Promise<boolean> {
  const rows = await db
    .update(postSettings)
    .set({ nextRunAt: next, updatedAt: now })
    .where(and(eq(postSettings.id, id), eq(postSettings.status, 0), eq(postSettings.nextRunAt, from)))
    .returning({ id: postSettings.id });
  return rows.length > 0;
}

export async function findPostImage(db: Db, token: string): Promise<Pick<PostSettingRow, 'imageKey' | 'imageType'> | null> {
  const [row] = await db.select({ imageKey: postSettings.imageKey, imageType: postSettings.imageType }).from(postSettings).where(eq(postSettings.imageToken, token)).limit(1);
  return row ?? null;
}
