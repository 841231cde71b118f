import { and, asc, desc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { instagramAccounts, instagramSettingAccounts, instagramSettings, type InstagramAccountRow, type InstagramSettingRow } from './instagram.table';

// Every statement is scoped by the company; a setting's stores are always the company's own linked Google accounts.

export interface SettingStore {
  id: number;
  title: string;
  status: 'linked' | 'unlinked';
  provider: 'google' | 'yahoo';
  providerAccountId: string | null;
  providerLocationId: string;
}

export interface SettingWithRelations {
  setting: InstagramSettingRow;
  account: InstagramAccountRow;
  stores: SettingStore[];
}

export type SettingValues = Pick<InstagramSettingRow, 'instagramAccountId' | 'requiredHashtags' | 'excludedHashtags' | 'removeHashtags' | 'enabled'>;

async function replaceStores(db: Db, companyId: number, settingId: number, accountIds: readonly number[]): Promise<void> {
  await db.delete(instagramSettingAccounts).where(and(eq(instagramSettingAccounts.companyId, companyId), eq(instagramSettingAccounts.settingId, settingId)));
  if (accountIds.length > 0) await db.insert(instagramSettingAccounts).values(accountIds.map((localAccountId) => ({ settingId, localAccountId, companyId })));
}

export async function insertSetting(db: Db, companyId: number, values: SettingValues, accountIds: readonly number[], now: Date): Promise<InstagramSettingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(instagramSettings).values({ ...values, companyId, createdAt: now, updatedAt: now }).returning();
    await replaceStores(tx, companyId, row.id, accountIds);
    return row;
  });
}

/**
 * Saves an edit; null when the setting is not the company's. A newly connected account, or a setting switched back
 * on, starts from a fresh watermark: neither the account's back catalogue nor the posts made while it was off are
 * crossposted.
 */
export async function updateSetting(db: Db, companyId: number, id: number, values: SettingValues, accountIds: readonly number[], now: Date): Promise<InstagramSettingRow | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(instagramSettings).where(and(eq(instagramSettings.companyId, companyId), eq(instagramSettings.id, id))).limit(1);
    if (!current) return null;
    const restarts = current.instagramAccountId !== values.instagramAccountId || (!current.enabled && values.enabled);
    const fresh = restarts ? { watermarkAt: null, watermarkMediaIds: [], lastCheckedAt: null, lastError: null } : {};
    const [row] = await tx
      .update(instagramSettings)
      .set({ ...values, ...fresh, updatedAt: now })
      .where(and(eq(instagramSettings.companyId, companyId), eq(instagramSettings.id, id)))
      .returning();
    await replaceStores(tx, companyId, id, accountIds);
    return row;
  });
}

export async function deleteSetting(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db.delete(instagramSettings).where(and(eq(instagramSettings.companyId, companyId), eq(instagramSettings.id, id))).returning({ id: instagramSettings.id });
  return rows.length > 0;
}

// A store user sees the settings that crosspost to one of their stores; the other stores of such a setting stay hidden,
// and a setting reaching one is not theirs to change. Qualified by hand for the subquery.
const reachesScope = (scope: AccountScope): SQL | undefined => {
  const own = inScope(sql`isa.local_account_id`, scope);
  return own && sql`exists (select 1 from instagram_setting_accounts isa where isa.setting_id = ${sql.identifier('instagram_settings')}.${sql.identifier('id')} and ${own})`;
};

/** Whether the setting also crossposts to a store outside the scope. */
export async function reachesOutsideScope(db: Db, companyId: number, id: number, scope: AccountScope): Promise<boolean> {
  if (scope === null) return false;
  const [row] = await db
    .select({ id: instagramSettingAccounts.localAccountId })
    .from(instagramSettingAccounts)
    .where(and(eq(instagramSettingAccounts.companyId, companyId), eq(instagramSettingAccounts.settingId, id), notInArray(instagramSettingAccounts.localAccountId, [...scope])))
    .limit(1);
  return row !== undefined;
}

export async function storesOf(db: Db, companyId: number, settingIds: readonly number[], scope: AccountScope = null): Promise<Map<number, SettingStore[]>> {
  const out = new Map<number, SettingStore[]>();
  if (settingIds.length === 0) return out;
  const rows = await db
    .select({
      settingId: instagramSettingAccounts.settingId,
      store: {
        id: localAccounts.id,
        title: localAccounts.title,
        status: localAccounts.status,
        provider: localAccounts.provider,
        providerAccountId: localAccounts.providerAccountId,
        providerLocationId: localAccounts.providerLocationId,
      },
    })
    .from(instagramSettingAccounts)
    .innerJoin(localAccounts, and(eq(localAccounts.id, instagramSettingAccounts.localAccountId), eq(localAccounts.companyId, instagramSettingAccounts.companyId)))
    .where(and(eq(instagramSettingAccounts.companyId, companyId), inArray(instagramSettingAccounts.settingId, [...settingIds]), inScope(instagramSettingAccounts.localAccountId, scope)))
    .orderBy(asc(localAccounts.id));
  for (const { settingId, store } of rows) out.set(settingId, [...(out.get(settingId) ?? []), store]);
  return out;
}

const withAccount = (db: Db) =>
  db
    .select({ setting: instagramSettings, account: instagramAccounts })
    .from(instagramSettings)
    .innerJoin(instagramAccounts, and(eq(instagramAccounts.id, instagramSettings.instagramAccountId), eq(instagramAccounts.companyId, instagramSettings.companyId)));

export async function findSetting(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<SettingWithRelations | null> {
  const [row] = await withAccount(db).where(and(eq(instagramSettings.companyId, companyId), eq(instagramSettings.id, id), reachesScope(scope))).limit(1);
  if (!row) return null;
  return { ...row, stores: (await storesOf(db, companyId, [id], scope)).get(id) ?? [] };
}

export async function listSettings(db: Db, companyId: number, page: { limit: number; offset: number }, scope: AccountScope = null) {
  const where = and(eq(instagramSettings.companyId, companyId), reachesScope(scope));
  const rows = await withAccount(db).where(where).orderBy(desc(instagramSettings.id)).limit(page.limit).offset(page.offset);
  const stores = await storesOf(db, companyId, rows.map((r) => r.setting.id), scope);
  const [{ total }] = await db.select({ total: countInt() }).from(instagramSettings).where(where);
  return { rows: rows.map((r) => ({ ...r, stores: stores.get(r.setting.id) ?? [] })), total };
}

/** For the crosspost job, across companies: enabled settings after `afterId`, in id order. */
export async function findEnabledSettings(db: Db, afterId: number, limit: number): Promise<Array<{ setting: InstagramSettingRow; account: InstagramAccountRow }>> {
  return withAccount(db)
    .where(and(eq(instagramSettings.enabled, true), gt(instagramSettings.id, afterId)))
    .orderBy(asc(instagramSettings.id))
    .limit(limit);
}

/** Records a check without moving the watermark: its failure, or null when it worked. */
export async function recordCheck(db: Db, id: number, checkedAt: Date, error: string | null = null): Promise<void> {
  await db.update(instagramSettings).set({ lastCheckedAt: checkedAt, lastError: error }).where(eq(instagramSettings.id, id));
}

/**
 * Marks posts as considered: the watermark moves forward to their time (never back), and the ids at that very
 * second are kept, so a post published in the same second as the watermark is still seen as new.
 */
export async function advanceWatermark(db: Db, id: number, input: { at: Date; mediaIds: readonly string[]; checkedAt: Date }): Promise<void> {
  const at = sql`${input.at.toISOString()}::timestamptz`;
  const ids = sql`${JSON.stringify(input.mediaIds)}::jsonb`;
  const w = instagramSettings.watermarkAt;
  const seen = instagramSettings.watermarkMediaIds;
  await db
    .update(instagramSettings)
    .set({
      lastCheckedAt: input.checkedAt,
      lastError: null,
      watermarkAt: sql`greatest(${w}, ${at})`,
      watermarkMediaIds: sql`case when ${w} is null or ${at} > ${w} then ${ids} when ${at} = ${w} then ${seen} || ${ids} else ${seen} end`,
    })
    .where(eq(instagramSettings.id, id));
}
