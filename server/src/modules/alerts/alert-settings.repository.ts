import { and, eq, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AlertEvent } from '../../notifications/alert-port';
import { users } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { userLocalAccounts } from '../users/users.table';
import { alertSettings, type AlertSettingsRow } from './alerts.table';

export type AlertSettingsValues = Omit<AlertSettingsRow, 'userId' | 'companyId' | 'updatedAt'>;

export async function findAlertSettings(db: Db, companyId: number, userId: number): Promise<AlertSettingsRow | null> {
  const [row] = await db.select().from(alertSettings).where(and(eq(alertSettings.companyId, companyId), eq(alertSettings.userId, userId))).limit(1);
  return row ?? null;
}

export async function saveAlertSettings(db: Db, key: { companyId: number; userId: number }, values: AlertSettingsValues, now: Date): Promise<AlertSettingsRow> {
  const [row] = await db
    .insert(alertSettings)
    .values({ ...key, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row;
}

/** The settings' condition for one event: the kind switched on and, where it has one, its threshold met. */
function wants(event: AlertEvent): SQL {
  switch (event.kind) {
    case 'low_rating':
      return and(eq(alertSettings.lowRatingEnabled, true), gte(alertSettings.lowRatingMax, event.rating)) as SQL;
    case 'approval_waiting':
      return eq(alertSettings.approvalWaitingEnabled, true);
    case 'post_failed':
      return eq(alertSettings.postFailedEnabled, true);
    case 'google_edit':
      return eq(alertSettings.googleEditEnabled, true);
    case 'link_expired':
      return eq(alertSettings.linkExpiredEnabled, true);
    case 'rank_drop':
      return and(eq(alertSettings.rankDropEnabled, true), lte(alertSettings.rankDropMin, event.drop)) as SQL;
  }
}

/**
 * A store user hears only about their own stores (their linked assignments, as the session's account scope reads
 * them); everybody else about the whole company. A company-wide event (a provider link) concerns every store.
 */
function seesStore(localAccountId: number | null): SQL | undefined {
  if (localAccountId === null) return undefined;
  const assigned = sql`exists (select 1 from ${userLocalAccounts} inner join ${localAccounts} on ${localAccounts.id} = ${userLocalAccounts.localAccountId}
    where ${userLocalAccounts.userId} = ${users.id} and ${userLocalAccounts.localAccountId} = ${localAccountId} and ${localAccounts.status} = 'linked')`;
  return or(ne(users.userType, 'store'), assigned);
}

export interface Subscriber {
  settings: AlertSettingsRow;
  email: string;
}

/** The company's live users whose settings ask for this event and whose stores include it. */
export async function findSubscribers(db: Db, event: AlertEvent): Promise<Subscriber[]> {
  const rows = await db
    .select({ settings: alertSettings, email: users.email })
    .from(alertSettings)
    .innerJoin(users, eq(users.id, alertSettings.userId))
    .where(and(eq(alertSettings.companyId, event.companyId), eq(users.companyId, event.companyId), isNull(users.deletedAt), wants(event), seesStore(event.localAccountId)))
    .orderBy(alertSettings.userId);
  return rows;
}

/** The store's name as the console lists it (the linked account's title). */
export async function findStoreTitle(db: Db, companyId: number, localAccountId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: localAccounts.title })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.id, localAccountId)))
    .limit(1);
  return row?.title ?? null;
}
