import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { components } from '../../generated/openapi';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { createMeasuresAs, measureRequest, setMeasureContract } from './measures.testing';
import { rankResults } from './ranking.table';
import { renderRankSnapshot, sha256Hex } from './snapshot.service';
import { snapshotInput } from './snapshot.testing';

type Snapshot = components['schemas']['RankSnapshotBody'];

let t: TestApp;
let owner: Signed;
let partner: Signed;
let demo: LinkedDemo;
let measureId: number;
const png = Buffer.from('\x89PNG fake image bytes');

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  await setMeasureContract(t, demo.ownerCompanyId, { count: 5, scope: 3, google: true });
  const res = await createMeasuresAs(t, owner, measureRequest(['渋谷 ランチ'], [`g_${demo.owner.google[0].id}`]));
  measureId = res.json<components['schemas']['MeasureCreateBody']>().data[0].id;
});
afterAll(() => t.close());

async function measuredDay(day: string, withImage: boolean): Promise<number> {
  const measuredAt = new Date(`${day}T00:05:00Z`);
  const [row] = await t.db
    .insert(rankResults)
    .values({
      companyId: demo.ownerCompanyId,
      measureId,
      measuredOn: day,
      status: 'done',
      sendAfter: measuredAt,
      measuredAt,
      outcome: 'ranked',
      rank: 3,
      depth: 60,
      resultCount: 60,
      resultIds: ['a', 'b', 'ours'],
      pointLat: 35.658034,
      pointLng: 139.701636,
      radiusM: 3000,
      deviceProfile: 'Places API (New) searchText · ja/JP · RELEVANCE · 非パーソナライズ',
      snapshotStatus: 'missing',
    })
    .returning();
  if (withImage) {
    const renderer = { available: true, renderPng: async () => png, close: async () => undefined };
    const shot = await renderRankSnapshot({ ...t.deps, htmlRenderer: renderer }, snapshotInput({ resultId: row.id, companyId: demo.ownerCompanyId }));
    await t.db.update(rankResults).set({ snapshotStatus: shot.status, snapshotKey: shot.key, contentHash: shot.contentHash }).where(eq(rankResults.id, row.id));
  }
  return row.id;
}

const getSnapshot = async (id: number, who: Signed = owner) => {
  const res = await t.inject({ url: `/api/screenshots/${id}`, headers: who.headers });
  return { status: res.statusCode, body: res.json<Snapshot>() };
};

it('answers the measurement with its point, device profile, verified hash and image', async () => {
  const id = await measuredDay('2026-11-20', true);
  const { status, body } = await getSnapshot(id);
  expect(status).toBe(200);
  expect(body).toMatchObject({
    data: { id, status: 'done', outcome: 'ranked', rank: 3, snapshot_status: 'ok', measured_on: '2026/11/20' },
    measure: { id: measureId, keyword: '渋谷 ランチ' },
    point: { lat: 35.658034, lng: 139.701636, radius_m: 3000 },
    device_profile: 'Places API (New) searchText · ja/JP · RELEVANCE · 非パーソナライズ',
    content_hash: sha256Hex(png),
    hash_verified: true,
    image_url: `/api/screenshots/${id}/image`,
  });

  const image = await t.app.inject({ url: body.image_url ?? '', headers: owner.headers });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.headers['cache-control']).toMatch(/^private/);
  expect(image.rawPayload.equals(png)).toBe(true);
});

it('says when the stored image no longer matches its hash', async () => {
  const id = await measuredDay('2026-11-21', true);
  const file = path.join(t.deps.config.storageDir, 'rank-snapshots', String(demo.ownerCompanyId), `${id}.png`);
  fs.writeFileSync(file, Buffer.from('tampered'));
  expect((await getSnapshot(id)).body.hash_verified).toBe(false);
  fs.rmSync(file);
  expect((await getSnapshot(id)).body.hash_verified).toBe(false);
});

it('answers a missing snapshot without an image', async () => {
  const id = await measuredDay('2026-11-22', false);
  const { status, body } = await getSnapshot(id);
  expect(status).toBe(200);
  expect(body).toMatchObject({ data: { snapshot_status: 'missing' }, content_hash: null, hash_verified: null, image_url: null });
  expect((await t.inject({ url: `/api/screenshots/${id}/image`, headers: owner.headers })).statusCode).toBe(404);
});

it('answers 404 for another company, an unknown id and a deleted measure', async () => {
  const id = await measuredDay('2026-11-23', true);
  expect((await getSnapshot(id, partner)).status).toBe(404);
  expect((await t.inject({ url: `/api/screenshots/${id}/image`, headers: partner.headers })).statusCode).toBe(404);
  expect((await getSnapshot(2_000_000_000)).status).toBe(404);
  await t.inject({ method: 'DELETE', url: `/api/meo-measure/measures/${measureId}`, headers: owner.headers });
  expect((await getSnapshot(id)).status).toBe(404);
});
