import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { localAccounts } from '../local-accounts/local-accounts.table';
import type { AutoReplySettingInput, StoreSettingRow } from './auto-reply-settings.mapper';
import { autoReplySettings } from './auto-reply.table';

// Automatic replies go to Google reviews only (Yahoo!プレイス offers no reply API), so the settings list the
// company's linked Google stores, each with its saved setting or none.
const googleStores = (companyId: number, ids?: readonly number[]): SQL => {
  const conditions = [eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), eq(localAccounts.provider, 'google')];
  if (ids) conditions.push(inArray(localAccounts.id, [...ids]));
  return and(...conditions) as SQL;
};

const storeColumns = { accountId: localAccounts.id, provider: localAccounts.provider, storeName: localAccounts.title, setting: autoReplySettings };

export async function listStoreSettings(db: Db, companyId: number, filter: { ids?: readonly number[]; limit: number; offset: number }) {
  if (filter.ids?.length === 0) return { rows: [] as StoreSettingRow[], total: 0 };
  const where = googleStores(companyId, filter.ids);
  const rows: StoreSettingRow[] = await db
    .select(storeColumns)
    .from(localAccounts)
    .leftJoin(autoReplySettings, and(eq(autoReplySettings.localAccountId, localAccounts.id), eq(autoReplySettings.companyId, localAccounts.companyId)))
    .where(where)
    .orderBy(asc(localAccounts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  // Bounded by the company's contracted number of linked stores.
  const [{ n }] = await db.select({ n: countInt() }).from(localAccounts).where(where);
  return { rows, total: n };
}

export async function findStoreSetting(db: Db, companyId: number, accountId: number): Promise<StoreSettingRow | null> {
  const { rows } = await listStoreSettings(db, companyId, { ids: [accountId], limit: 1, offset: 0 });
  return rows[0] ?? null;
}

const columnsOf = (input: AutoReplySettingInput) => ({
  enabled: input.enabled,
  mode: input.mode,
  ratings: input.ratings,
  fixedTexts: input.fixed_texts,
  aiTone: input.ai_tone,
  aiMention: input.ai_mention,
  aiAvoid: input.ai_avoid,
  delayMinutes: input.delay_minutes,
  approvalMaxRating: input.approval_max_rating,
});

// Switching a setting on starts its window now, so reviews from before are never answered automatically; saving a
// setting that was already on keeps its window.
const activeSinceOnConflict = sql`case when excluded.enabled and (not auto_reply_settings.enabled or auto_reply_settings.active_since is null) then excluded.active_since else auto_reply_settings.active_since end`;

// 14 parameters a row: chunks stay far below PostgreSQL's 65,535 bind parameters.
const UPSERT_CHUNK = 1000;

export async function upsertSettings(db: Db, input: { companyId: number; accountIds: readonly number[]; setting: AutoReplySettingInput; userId: number; now: Date }): Promise<void> {
  const values = columnsOf(input.setting);
  for (let start = 0; start < input.accountIds.length; start += UPSERT_CHUNK) {
    const chunk = input.accountIds.slice(start, start + UPSERT_CHUNK);
    await db
      .insert(autoReplySettings)
      .values(chunk.map((localAccountId) => ({ ...values, companyId: input.companyId, localAccountId, activeSince: input.setting.enabled ? input.now : null, updatedByUserId: input.userId, updatedAt: input.now })))
      .onConflictDoUpdate({
        target: autoReplySettings.localAccountId,
        set: {
          enabled: sql`excluded.enabled`,
          mode: sql`excluded.mode`,
          ratings: sql`excluded.ratings`,
          fixedTexts: sql`excluded.fixed_texts`,
          aiTone: sql`excluded.ai_tone`,
          aiMention: sql`excluded.ai_mention`,
          aiAvoid: sql`excluded.ai_avoid`,
          delayMinutes: sql`excluded.delay_minutes`,
          approvalMaxRating: sql`excluded.approval_max_rating`,
          activeSince: activeSinceOnConflict,
          updatedByUserId: sql`excluded.updated_by_user_id`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** On/off of one store; a store that never saved a setting gets the defaults with `enabled`. */
export async function setEnabled(db: Db, input: { companyId: number; accountId: number; enabled: boolean; defaults: AutoReplySettingInput; userId: number; now: Date }): Promise<void> {
  await db
    .insert(autoReplySettings)
    .values({
      ...columnsOf({ ...input.defaults, enabled: input.enabled }),
      companyId: input.companyId,
      localAccountId: input.accountId,
      activeSince: input.enabled ? input.now : null,
      updatedByUserId: input.userId,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: autoReplySettings.localAccountId,
      set: { enabled: sql`excluded.enabled`, activeSince: activeSinceOnConflict, updatedByUserId: sql`excluded.updated_by_user_id`, updatedAt: sql`excluded.updated_at` },
    });
}
