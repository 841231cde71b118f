import { and, eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { createBusinessTestApp, getListing, listingWrites, runReflections, storeIdOf, type BusinessTestApp } from './business-listings.testing';
import { listingChanges } from './business-listings.table';
import { watchGoogleEdits } from './google-edit-watch.service';
import { googleEdits } from './google-edits.table';

// The Google edit watch against the emulator's DF-002, whose phone Google changed to 06-5555-0199 on its own.

interface Summary {
  store_id: number;
  record: { phone: string | null };
  google_edit: { id: number; fields: string[]; google_values: { phone: string | null }; detected_at: string } | null;
  yahoo: { current: { phone: string | null } | null } | null;
}

let t: BusinessTestApp;
let demo: LinkedDemo;
let owner: Signed;
let partner: Signed;
let umeda: number;

const summaryOf = async (who: Signed = owner): Promise<Summary> => (await getListing(t, who, umeda)).json<{ data: Summary }>().data;
const decide = (who: Signed, id: number, decision: 'accept' | 'revert', body: object = {}) =>
  t.inject({ method: 'POST', url: `/api/business/google-edits/${id}/${decision}`, headers: who.headers, payload: body });
const changesOf = (source: 'google_edit_detected' | 'google_edit_accepted' | 'google_edit_reverted') =>
  t.db.select().from(listingChanges).where(and(eq(listingChanges.storeId, umeda), eq(listingChanges.source, source)));
beforeAll(async () => {
  t = await createBusinessTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  umeda = await storeIdOf(t, demo.ownerCompanyId, 'DF-002');
});
afterAll(() => t.close());

describe('the daily watch', () => {
  it("finds DF-002's phone change once, however often it runs, and shows it on the store and in the attention list", async () => {
    const from = t.requests.length;
    const first = await watchGoogleEdits(t.deps);
    expect(first).toMatchObject({ companies: 2, checked: 6, detected: 1, failedCompanies: 0 });
    // Within the quota: one list call per Google account (100 locations a page) and getGoogleUpdated only where flagged.
    const calls = t.requests.slice(from).map((r) => `${r.method} ${r.url.pathname.replace(/^.*\/v1\//, '/v1/')}`);
    expect(calls.filter((c) => c.endsWith(':getGoogleUpdated'))).toHaveLength(1);
    expect(calls.filter((c) => /^GET \/v1\/accounts\/[^/]+\/locations$/.test(c))).toHaveLength(2);
    expect(calls.filter((c) => /^GET \/v1\/locations\/\d+$/.test(c))).toEqual([]);
    expect((await watchGoogleEdits(t.deps)).detected).toBe(0);
    const rows = await t.db.select().from(googleEdits).where(eq(googleEdits.storeId, umeda));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', fields: ['phone'], diffMask: ['phoneNumbers.primaryPhone'], recordValues: { phone: '06-5555-0102' } });
    expect(await changesOf('google_edit_detected')).toEqual([expect.objectContaining({ target: 'google', userId: null, fields: ['phone'], before: { phone: '06-5555-0102' }, after: { phone: '06-5555-0199' } })]);

    const summary = await summaryOf();
    expect(summary.google_edit).toMatchObject({ id: rows[0].id, fields: ['phone'], google_values: { phone: '06-5555-0199' } });
    expect(summary.record.phone).toBe('06-5555-0102');
    const attention = (await t.inject({ url: '/api/business/listings?attention=true&page_size=100', headers: owner.headers })).json<{ data: Summary[] }>();
    expect(attention.data.find((s) => s.store_id === umeda)?.google_edit).toMatchObject({ fields: ['phone'] });
  });

  it('answers 404 to another company for both decisions, and keeps the edit open', async () => {
    const [edit] = await t.db.select().from(googleEdits).where(eq(googleEdits.storeId, umeda));
    expect((await decide(partner, edit.id, 'accept')).statusCode).toBe(404);
    expect((await decide(partner, edit.id, 'revert')).statusCode).toBe(404);
    expect((await summaryOf()).google_edit?.id).toBe(edit.id);
  });
});

describe('revert', () => {
  it('sends our phone back with an updateMask of the phone only, closes the edit and clears Google’s flag', async () => {
    const [edit] = await t.db.select().from(googleEdits).where(and(eq(googleEdits.storeId, umeda), eq(googleEdits.status, 'open')));
    expect((await decide(owner, edit.id, 'revert', { fields: ['name'] })).statusCode).toBe(422);
    const before = listingWrites(t, 'google').length;
    const res = await decide(owner, edit.id, 'revert');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { google_edit: null }, reflections: [{ provider: 'google', status: 'queued', fields: ['phone'] }] });
    expect((await decide(owner, edit.id, 'revert')).statusCode).toBe(409);
    // A watch running before our phone has reached Google does not open the edit the user has just reverted again.
    expect((await watchGoogleEdits(t.deps)).detected).toBe(0);
    expect((await summaryOf()).google_edit).toBeNull();
    await runReflections(t);

    const writes = listingWrites(t, 'google').slice(before);
    expect(writes).toHaveLength(1);
    expect(writes[0].url.searchParams.get('updateMask')).toBe('phoneNumbers.primaryPhone');
    expect(writes[0].body).toMatchObject({ phoneNumbers: { primaryPhone: '06-5555-0102' } });
    expect(await changesOf('google_edit_reverted')).toEqual([expect.objectContaining({ target: 'google', fields: ['phone'], after: { phone: '06-5555-0102' } })]);

    // Google no longer flags the location (else its 06-5555-0199 would be found again), and the store shows no edit.
    expect((await watchGoogleEdits(t.deps)).detected).toBe(0);
    expect((await summaryOf()).google_edit).toBeNull();
    const [closed] = await t.db.select().from(googleEdits).where(eq(googleEdits.id, edit.id));
    expect(closed).toMatchObject({ status: 'reverted', decidedFields: ['phone'] });
  });
});

describe('accept', () => {
  it("takes Google's phone into our record and reflects it to Yahoo (automatic reflection on) and back to Google", async () => {
    // Google changes the phone again (the emulator's seed), found by the next run.
    await t.app.inject({ method: 'POST', url: '/emulators/google/__admin/seed' });
    expect((await watchGoogleEdits(t.deps)).detected).toBe(1);
    const [edit] = await t.db.select().from(googleEdits).where(and(eq(googleEdits.storeId, umeda), eq(googleEdits.status, 'open')));
    const yahooBefore = listingWrites(t, 'yahoo').length;

    const res = await decide(owner, edit.id, 'accept', { fields: ['phone'] });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Summary; reflections: { provider: string; fields: string[] }[] }>();
    expect(body.data.record.phone).toBe('06-5555-0199');
    expect(body.data.google_edit).toBeNull();
    expect(body.reflections.map((r) => r.provider).sort()).toEqual(['google', 'yahoo']);
    expect(await changesOf('google_edit_accepted')).toEqual([
      expect.objectContaining({ target: 'record', fields: ['phone'], before: { phone: '06-5555-0102' }, after: { phone: '06-5555-0199' } }),
    ]);

    await runReflections(t);
    const yahooWrites = listingWrites(t, 'yahoo').slice(yahooBefore);
    expect(yahooWrites).toHaveLength(1);
    expect(yahooWrites[0].body).toEqual({ phone: '06-5555-0199' });
    expect((await summaryOf()).yahoo?.current?.phone).toBe('06-5555-0199');
    // Accepted: our record now equals Google's version, so nothing is found again.
    expect((await watchGoogleEdits(t.deps)).detected).toBe(0);
    expect((await summaryOf()).google_edit).toBeNull();
  });
});
