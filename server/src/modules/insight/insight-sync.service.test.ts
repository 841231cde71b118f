import { and, asc, eq, sql } from 'drizzle-orm';
import { findConnection, markConnectionExpired } from '../../provider-access/provider-connections.repository';
import { notLinked, yahooPlaceApiFor } from '../../provider-access/provider-access.service';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { claimSource, SOURCES_OF } from './insight-sync.repository';
import { runInsightSync, sweepInsightSync, syncAccountNow } from './insight-sync.service';
import { daysBetween, linkInsightDemo, type InsightDemo } from './insight-sync.testing';
import { addDays, addMonths, backfillStart, laterOf, monthStart, monthsBetween, todayOf, yesterdayOf, YAHOO_HISTORY_DAYS } from './insight-sync-window';
import { insightGoogleDaily, insightSearchKeywords, insightSyncStates, insightYahooDaily, insightYahooKeywords, type InsightSource } from './insight.table';

let t: TestApp;
let demo: InsightDemo;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkInsightDemo(t);
});
afterAll(async () => {
  await t.close();
});

const now = () => t.clock.now();
const stateOf = async (localAccountId: number, source: InsightSource) =>
  (await t.db.select().from(insightSyncStates).where(and(eq(insightSyncStates.localAccountId, localAccountId), eq(insightSyncStates.source, source))))[0];
const googleDays = (id: number) => t.db.select().from(insightGoogleDaily).where(eq(insightGoogleDaily.localAccountId, id)).orderBy(asc(insightGoogleDaily.date));
const yahooDays = (id: number) => t.db.select().from(insightYahooDaily).where(eq(insightYahooDaily.localAccountId, id)).orderBy(asc(insightYahooDaily.date));
const googleKeywords = (id: number) => t.db.select().from(insightSearchKeywords).where(eq(insightSearchKeywords.localAccountId, id));
const yahooKeywords = (id: number) => t.db.select().from(insightYahooKeywords).where(eq(insightYahooKeywords.localAccountId, id));
const distinctMonths = (rows: { month: string }[]) => [...new Set(rows.map((r) => r.month))].sort();
const neverSent = async () => false;

describe('the 18-month backfill', () => {
  it('copies a Google listing: every day with figures from the first of the month 18 months back, and 18 months of keywords', async () => {
    const account = demo.owner.google[0];
    const outcomes = await syncAccountNow(t.deps, account.id);
    expect(outcomes).toEqual([
      { source: 'google_metrics', ran: true, ok: true, syncedThrough: yesterdayOf(now()) },
      { source: 'google_keywords', ran: true, ok: true, syncedThrough: addMonths(monthStart(todayOf(now())), -1) },
    ]);

    const days = await googleDays(account.id);
    const first = days[0].date;
    const last = days[days.length - 1].date;
    expect(first).toBe(backfillStart(now()));
    // Google's last few days have no figures yet (the emulator lags 3 days): they are not stored.
    expect(last < yesterdayOf(now())).toBe(true);
    expect(last >= addDays(yesterdayOf(now()), -5)).toBe(true);
    expect(days.map((d) => d.date)).toEqual(daysBetween(first, last));
    expect(days.every((d) => d.companyId === demo.ownerCompanyId && d.impressionsMobileMaps >= 60)).toBe(true);

    const keywords = await googleKeywords(account.id);
    expect(distinctMonths(keywords)).toEqual(monthsBetween(backfillStart(now()), addMonths(monthStart(todayOf(now())), -1)));
    expect(distinctMonths(keywords)).toHaveLength(18);
    expect(keywords.every((k) => (k.value === null) !== (k.threshold === null))).toBe(true);
    expect(keywords.some((k) => k.threshold === 15)).toBe(true);

    const state = await stateOf(account.id, 'google_metrics');
    expect(state).toMatchObject({ syncedThrough: yesterdayOf(now()), attempts: 0, lastError: null, companyId: demo.ownerCompanyId });
    expect(state.backfilledAt).not.toBeNull();
  });

  it('copies a Yahoo listing: every day Yahoo keeps to yesterday, with device, gender and age breakdowns, and keywords per month', async () => {
    const account = demo.owner.yahoo[0];
    expect(await syncAccountNow(t.deps, account.id)).toEqual([{ source: 'yahoo_access', ran: true, ok: true, syncedThrough: yesterdayOf(now()) }]);

    const days = await yahooDays(account.id);
    const first = laterOf(backfillStart(now()), addDays(todayOf(now()), -YAHOO_HISTORY_DAYS));
    expect(days.map((d) => d.date)).toEqual(daysBetween(first, yesterdayOf(now())));
    for (const day of days) {
      expect(day.ageGroups).toHaveLength(8);
      expect(day.actionCall + day.actionRoute + day.actionWebsite + day.actionReservation).toBe(day.actions);
      expect(day.pageViews * day.userViews * day.searches).toBeGreaterThan(0);
    }

    // The stored day is the provider's day, field for field.
    const api = await yahooPlaceApiFor(t.deps, demo.ownerCompanyId);
    const probe = days[days.length - 10];
    const [views] = (await api.analytics(account.location, { metric: 'page_view', from: probe.date, to: probe.date })).series;
    const [ages] = (await api.analytics(account.location, { metric: 'age', from: probe.date, to: probe.date })).series;
    const [devices] = (await api.analytics(account.location, { metric: 'device', from: probe.date, to: probe.date })).series;
    expect(probe.pageViews).toBe(views.value);
    expect(probe.ageGroups).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'].map((key) => ages.breakdown?.[key]));
    expect([probe.deviceSmartphone, probe.devicePc, probe.deviceTablet]).toEqual([devices.breakdown?.smartphone, devices.breakdown?.pc, devices.breakdown?.tablet]);

    const keywords = await yahooKeywords(account.id);
    expect(distinctMonths(keywords)).toEqual(monthsBetween(first, yesterdayOf(now())));
    const lastMonth = monthStart(yesterdayOf(now()));
    const search = await api.analytics(account.location, { metric: 'search', from: lastMonth, to: yesterdayOf(now()) });
    expect(keywords.filter((k) => k.month === lastMonth).map((k) => [k.keyword, k.count]).sort()).toEqual(search.ranks.map((r) => [r.keyword, r.count]).sort());
  });
});

describe('re-running', () => {
  it('replaces a changed day and month instead of adding to them (Google)', async () => {
    const account = demo.owner.google[0];
    const before = await googleDays(account.id);
    const keywordsBefore = await googleKeywords(account.id);
    const last = before[before.length - 1];
    const lastMonth = addMonths(monthStart(todayOf(now())), -1);
    await t.db.update(insightGoogleDaily).set({ impressionsMobileMaps: 999_999 }).where(and(eq(insightGoogleDaily.localAccountId, account.id), eq(insightGoogleDaily.date, last.date)));
    await t.db.insert(insightSearchKeywords).values({ companyId: demo.ownerCompanyId, localAccountId: account.id, month: lastMonth, keyword: '消えるべき語', value: 5 });

    expect((await syncAccountNow(t.deps, account.id)).every((o) => o.ok)).toBe(true);
    const after = await googleDays(account.id);
    expect(after.map((d) => [d.date, d.impressionsMobileMaps])).toEqual(before.map((d) => [d.date, d.impressionsMobileMaps]));
    expect((await googleKeywords(account.id)).map((k) => `${k.month}:${k.keyword}:${k.value}`).sort()).toEqual(keywordsBefore.map((k) => `${k.month}:${k.keyword}:${k.value}`).sort());

    // The whole backfill again (state reset): still one row per day and keyword.
    await t.db.update(insightSyncStates).set({ syncedThrough: null }).where(eq(insightSyncStates.localAccountId, account.id));
    await syncAccountNow(t.deps, account.id);
    expect(await googleDays(account.id)).toHaveLength(before.length);
    expect(await googleKeywords(account.id)).toHaveLength(keywordsBefore.length);
  });

  it('replaces a changed day and month instead of adding to them (Yahoo)', async () => {
    const account = demo.owner.yahoo[0];
    const before = await yahooDays(account.id);
    const keywordsBefore = await yahooKeywords(account.id);
    const last = before[before.length - 1];
    await t.db.update(insightYahooDaily).set({ pageViews: 0, ageGroups: [1] }).where(and(eq(insightYahooDaily.localAccountId, account.id), eq(insightYahooDaily.date, last.date)));
    await t.db.delete(insightYahooKeywords).where(and(eq(insightYahooKeywords.localAccountId, account.id), eq(insightYahooKeywords.month, monthStart(last.date))));

    await syncAccountNow(t.deps, account.id);
    const after = await yahooDays(account.id);
    expect(after.map(({ syncedAt: _s, ...day }) => day)).toEqual(before.map(({ syncedAt: _s, ...day }) => day));
    expect((await yahooKeywords(account.id)).map((k) => `${k.month}:${k.keyword}:${k.count}`).sort()).toEqual(keywordsBefore.map((k) => `${k.month}:${k.keyword}:${k.count}`).sort());
  });
});

describe('the sweep', () => {
  it('backfills every listing without a state; a failing listing records its error and blocks nobody', async () => {
    const broken = demo.owner.google[1];
    await t.db.update(localAccounts).set({ providerLocationId: 'locations/gone404' }).where(eq(localAccounts.id, broken.id));
    const partnerConnection = await findConnection(t.db, demo.partnerCompanyId, 'google');
    await markConnectionExpired(t.db, demo.partnerCompanyId, partnerConnection?.id ?? 0, now());

    await sweepInsightSync(t.deps, neverSent);

    for (const source of SOURCES_OF.google) {
      const failed = await stateOf(broken.id, source);
      expect(failed).toMatchObject({ attempts: 1, syncedThrough: null, backfilledAt: null });
      expect(failed.lastError).toContain('Google');
      expect(await stateOf(demo.owner.google[2].id, source)).toMatchObject({ attempts: 0, lastError: null, syncedThrough: expect.any(String) });
      // A lapsed grant is recorded, not thrown.
      expect((await stateOf(demo.partner.google[0].id, source)).lastError).toBe(notLinked('google').message);
    }
    expect(await stateOf(demo.owner.yahoo[1].id, 'yahoo_access')).toMatchObject({ attempts: 0, lastError: null, syncedThrough: yesterdayOf(now()) });
    expect((await googleDays(demo.owner.google[2].id)).length).toBeGreaterThan(500);
  });

  it('retries a failure only after its backoff, and a success is not synced again the same day', async () => {
    const broken = demo.owner.google[1];
    const failedAt = (await stateOf(broken.id, 'google_metrics')).lastAttemptAt;
    expect(await sweepInsightSync(t.deps, neverSent)).toEqual({ claimed: 0 });
    expect((await stateOf(broken.id, 'google_metrics')).lastAttemptAt).toEqual(failedAt);

    // 16 minutes later (one attempt: 15 minutes of backoff) it is tried again, and now works.
    await t.db.update(localAccounts).set({ providerLocationId: broken.location }).where(eq(localAccounts.id, broken.id));
    await t.db.update(insightSyncStates).set({ lastAttemptAt: sql`last_attempt_at - interval '16 minutes'` }).where(eq(insightSyncStates.localAccountId, broken.id));
    expect(await sweepInsightSync(t.deps, neverSent)).toEqual({ claimed: 2 });
    expect(await stateOf(broken.id, 'google_metrics')).toMatchObject({ attempts: 0, lastError: null, syncedThrough: yesterdayOf(now()) });
  });

  it('hands each claimed source to the workers with its attempt, and a stale or doubled delivery does nothing', async () => {
    const account = demo.owner.google[2];
    // Its backfill to do again, and its last run long enough ago.
    await t.db
      .update(insightSyncStates)
      .set({ syncedThrough: null, lastAttemptAt: sql`last_attempt_at - interval '16 minutes'` })
      .where(and(eq(insightSyncStates.localAccountId, account.id), eq(insightSyncStates.source, 'google_metrics')));
    const sent: object[] = [];
    expect(await sweepInsightSync(t.deps, async (data) => (sent.push(data), true))).toEqual({ claimed: 1 });
    expect(sent).toEqual([{ localAccountId: account.id, source: 'google_metrics', attempt: 1 }]);
    // Another worker cannot take it while it is claimed.
    expect(await claimSource(t.db, { companyId: demo.ownerCompanyId, localAccountId: account.id, source: 'google_metrics' }, now(), 'now')).toBeNull();
    expect(await runInsightSync(t.deps, { localAccountId: account.id, source: 'google_metrics', attempt: 7 })).toMatchObject({ ran: false });
    expect(await runInsightSync(t.deps, { localAccountId: account.id, source: 'google_metrics', attempt: 1 })).toMatchObject({ ran: true, ok: true });
    expect(await runInsightSync(t.deps, { localAccountId: account.id, source: 'google_metrics', attempt: 1 })).toMatchObject({ ran: false });
  });

  it('skips a listing that is no longer linked', async () => {
    const account = demo.owner.google[2];
    await t.db.update(localAccounts).set({ status: 'unlinked' }).where(eq(localAccounts.id, account.id));
    expect(await syncAccountNow(t.deps, account.id)).toEqual([]);
    expect(await runInsightSync(t.deps, { localAccountId: account.id, source: 'google_metrics' })).toBeNull();
    await t.db.update(localAccounts).set({ status: 'linked' }).where(eq(localAccounts.id, account.id));
  });
});
