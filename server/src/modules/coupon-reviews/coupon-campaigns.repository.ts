import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { localAccounts } from '../local-accounts/local-accounts.table';
import type { CampaignValues } from './coupon-campaign.validation';
import { couponCampaigns, type CouponCampaignRow } from './coupon-reviews.table';

export interface CampaignView extends CouponCampaignRow {
  storeName: string;
  storeLinked: boolean;
  feedbackCount: number;
}

// Written with explicit names: inside the subquery an unqualified column would bind to the inner table.
const feedbackCount = sql<number>`(select cast(count(*) as int) from coupon_issues ci where ci.campaign_id = "coupon_campaigns"."id")`.mapWith(Number);

const columns = {
  id: couponCampaigns.id,
  companyId: couponCampaigns.companyId,
  localAccountId: couponCampaigns.localAccountId,
  enabled: couponCampaigns.enabled,
  publicToken: couponCampaigns.publicToken,
  couponTitle: couponCampaigns.couponTitle,
  couponContent: couponCampaigns.couponContent,
  couponTerms: couponCampaigns.couponTerms,
  validFrom: couponCampaigns.validFrom,
  validUntil: couponCampaigns.validUntil,
  validDays: couponCampaigns.validDays,
  pageTitle: couponCampaigns.pageTitle,
  pageMessage: couponCampaigns.pageMessage,
  thanksMessage: couponCampaigns.thanksMessage,
  createdAt: couponCampaigns.createdAt,
  updatedAt: couponCampaigns.updatedAt,
  storeName: localAccounts.title,
  storeLinked: sql<boolean>`${localAccounts.status} = 'linked'`.mapWith(Boolean),
  feedbackCount,
};

// The console manages the campaigns of the company's linked Google stores only; an unlinked store's campaign is
// kept (its feedback stays listed) but cannot be edited or switched on. A store user manages their stores' only.
const manageable = (companyId: number, scope: AccountScope): SQL =>
  and(eq(couponCampaigns.companyId, companyId), eq(localAccounts.status, 'linked'), eq(localAccounts.provider, 'google'), inScope(couponCampaigns.localAccountId, scope)) as SQL;

const selectViews = (db: Db) => db.select(columns).from(couponCampaigns).innerJoin(localAccounts, eq(localAccounts.id, couponCampaigns.localAccountId));

export async function listCampaigns(db: Db, companyId: number, page: { limit: number; offset: number }, scope: AccountScope = null): Promise<{ rows: CampaignView[]; total: number }> {
  const rows = await selectViews(db)
    .where(manageable(companyId, scope))
    .orderBy(asc(localAccounts.title), asc(couponCampaigns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db
    .select({ n: countInt() })
    .from(couponCampaigns)
    .innerJoin(localAccounts, eq(localAccounts.id, couponCampaigns.localAccountId))
    .where(manageable(companyId, scope));
  return { rows, total: n };
}

export async function findCampaign(db: Db, companyId: number, id: number, scope: AccountScope = null): Promise<CampaignView | null> {
  const rows = await selectViews(db)
    .where(and(manageable(companyId, scope), eq(couponCampaigns.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Public: the campaign behind a page token, whatever its company (the token is the capability). */
export async function findCampaignByToken(db: Db, token: string): Promise<CampaignView | null> {
  const rows = await selectViews(db).where(eq(couponCampaigns.publicToken, token)).limit(1);
  return rows[0] ?? null;
}

/** Null when the store already has a campaign (the unique index on the store decides, so a race cannot make two). */
export async function insertCampaign(
  db: Db,
  input: { companyId: number; localAccountId: number; publicToken: string; values: CampaignValues; now: Date },
): Promise<number | null> {
  const rows = await db
    .insert(couponCampaigns)
    .values({
      companyId: input.companyId,
      localAccountId: input.localAccountId,
      publicToken: input.publicToken,
      enabled: false,
      ...input.values,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: couponCampaigns.localAccountId })
    .returning({ id: couponCampaigns.id });
  return rows[0]?.id ?? null;
}

export async function updateCampaign(db: Db, companyId: number, id: number, values: CampaignValues, now: Date): Promise<void> {
  await db
    .update(couponCampaigns)
    .set({ ...values, updatedAt: now })
    .where(and(eq(couponCampaigns.companyId, companyId), eq(couponCampaigns.id, id)));
}

/** How many of `ids` are manageable campaigns of the company (all-or-none checks compare it with the count asked). */
export async function countManageable(db: Db, companyId: number, ids: readonly number[], scope: AccountScope = null): Promise<number> {
  const [{ n }] = await db
    .select({ n: countInt() })
    .from(couponCampaigns)
    .innerJoin(localAccounts, eq(localAccounts.id, couponCampaigns.localAccountId))
    .where(and(manageable(companyId, scope), inArray(couponCampaigns.id, [...ids])));
  return n;
}

export async function setEnabled(db: Db, companyId: number, ids: readonly number[], enabled: boolean, now: Date): Promise<void> {
  await db
    .update(couponCampaigns)
    .set({ enabled, updatedAt: now })
    .where(and(eq(couponCampaigns.companyId, companyId), inArray(couponCampaigns.id, [...ids])));
}
