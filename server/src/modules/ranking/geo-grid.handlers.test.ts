import { and, eq } from 'drizzle-orm';
import type { components } from '../../generated/openapi';
import { ProviderError } from '../../providers/shared/provider-errors';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { gridSummary } from '../../../../src/shared/ranking/geo-grid';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { GEO_GRID_MAX_ATTEMPTS, runGeoGrid, sweepGeoGrids } from './geo-grid.jobs';
import { createMeasuresAs, measureRequest, setMeasureContract } from './measures.testing';
import { demoPlaceIds } from '../../../../emulators/places/places-rankings';
import { STORE_COORDINATES } from '../../../../emulators/yahoo/yahoo-seed';
import { geoGridCells, geoGrids, measures } from './ranking.table';

type Schemas = components['schemas'];
type GridBody = Schemas['GeoGridBody'];
type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> };

let t: TestApp;
let owner: Signed;
let partner: Signed;
let demo: LinkedDemo;
let googleMeasure: number;
let yahooMeasure: number;

const createMeasure = async (account: string, keyword: string, point: object = { kind: 'store' }) => {
  const res = await createMeasuresAs(t, owner, measureRequest([keyword], [account], { point }));
  expect(res.statusCode).toBe(200);
  return res.json<Schemas['MeasureCreateBody']>().data[0].id;
};

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  await setMeasureContract(t, demo.ownerCompanyId, { count: 20, scope: 3, google: true, yahoo: true });
  const shibuya = demo.owner.google.find((a) => a.storeCode === 'DF-001');
  googleMeasure = await createMeasure(`g_${shibuya?.id}`, '渋谷 ランチ');
  // As the first daily measurement leaves it: the listing's place id and location cached on the measure.
  await t.db
    .update(measures)
    .set({ targetPlaceId: demoPlaceIds().get('DF-001'), pointLat: STORE_COORDINATES['DF-001'].lat, pointLng: STORE_COORDINATES['DF-001'].lon })
    .where(eq(measures.id, googleMeasure));
  yahooMeasure = await createMeasure(`y_${demo.owner.yahoo[0].id}`, '梅田 定食', { kind: 'coordinates', lat: 34.7025, lng: 135.4959 });
});
afterAll(() => t.close());

const start = async (measureId: number, payload: object, who: Signed = owner) => {
  const res = await t.inject({ method: 'POST', url: `/api/meo-measure/measures/${measureId}/grids`, headers: who.headers, payload });
  return { status: res.statusCode, body: res.json<GridBody & ErrorBody>() };
};
const get = async <T>(url: string, who: Signed = owner) => {
  const res = await t.inject({ url, headers: who.headers });
  return { status: res.statusCode, body: res.json<T>() };
};
const settleGrids = async () => {
  await t.db.update(geoGrids).set({ status: 'done' }).where(eq(geoGrids.status, 'pending'));
};

it('starts a size × size grid around the store, measures every cell and summarises it', async () => {
  const started = await start(googleMeasure, { size: 3, spacing_m: 500 });
  expect(started.status).toBe(200);
  const grid = started.body.data;
  expect(grid).toMatchObject({ measure_id: googleMeasure, size: 3, spacing_m: 500, status: 'pending', total_cells: 9, found_cells: 0, average_rank: null });
  expect(grid.cells).toHaveLength(9);
  const centre = grid.cells.find((c) => c.row === 1 && c.col === 1);
  expect(centre).toMatchObject({ north_m: 0, east_m: 0, lat: grid.center.lat, lng: grid.center.lng, outcome: null });
  expect(grid.cells.find((c) => c.row === 0 && c.col === 2)).toMatchObject({ north_m: 500, east_m: 500 });

  expect((await start(googleMeasure, { size: 5, spacing_m: 1000 })).body).toMatchObject({ code: 'geo_grid_running' });

  await runGeoGrid(t.deps, grid.id);
  const done = (await get<GridBody>(`/api/meo-measure/grids/${grid.id}`)).body.data;
  expect(done.status).toBe('done');
  expect(done.completed_at).not.toBeNull();
  expect(done.cells.every((c) => c.outcome !== null)).toBe(true);
  expect(done.cells.every((c) => (c.outcome === 'ranked') === (c.rank !== null))).toBe(true);
  const summary = gridSummary(done.cells);
  expect({ average: done.average_rank, found: done.found_cells }).toEqual({ average: summary.average, found: summary.found });
  // The store is found from its own location.
  expect(done.cells.find((c) => c.row === 1 && c.col === 1)?.outcome).toBe('ranked');

  // A job delivered twice finds nothing pending and changes nothing.
  expect(await runGeoGrid(t.deps, grid.id)).toBeNull();
});

it('measures a Yahoo measure from its coordinates', async () => {
  const { body } = await start(yahooMeasure, { size: 3, spacing_m: 300 });
  expect(body.data.center).toEqual({ lat: 34.7025, lng: 135.4959 });
  await runGeoGrid(t.deps, body.data.id);
  const done = (await get<GridBody>(`/api/meo-measure/grids/${body.data.id}`)).body.data;
  expect(done.status).toBe('done');
  expect(done.cells.every((c) => c.outcome !== null)).toBe(true);
});

it('lists the runs newest first without cells', async () => {
  const { status, body } = await get<Schemas['GeoGridList']>(`/api/meo-measure/measures/${googleMeasure}/grids`);
  expect(status).toBe(200);
  expect(body.data.length).toBeGreaterThanOrEqual(1);
  expect(body.data.every((g) => g.cells.length === 0 && g.measure_id === googleMeasure)).toBe(true);
  const ids = body.data.map((g) => g.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
});

it('refuses sizes and spacings outside the choices', async () => {
  expect((await start(googleMeasure, { size: 4, spacing_m: 500 })).status).toBe(422);
  expect((await start(googleMeasure, { size: 3, spacing_m: 50 })).status).toBe(422);
  expect((await start(googleMeasure, { size: 3, spacing_m: 5001 })).status).toBe(422);
});

it('answers 404 for another company’s measure or grid', async () => {
  const { body } = await get<Schemas['GeoGridList']>(`/api/meo-measure/measures/${googleMeasure}/grids`);
  expect((await get(`/api/meo-measure/measures/${googleMeasure}/grids`, partner)).status).toBe(404);
  expect((await get(`/api/meo-measure/grids/${body.data[0].id}`, partner)).status).toBe(404);
  expect((await start(googleMeasure, { size: 3, spacing_m: 500 }, partner)).status).toBe(404);
});

it('answers 422 measure_point_unknown when the store’s location cannot be read', async () => {
  const account = demo.owner.google[1];
  const measure = await createMeasure(`g_${account.id}`, '梅田 ランチ');
  await t.db.update(localAccounts).set({ status: 'unlinked' }).where(eq(localAccounts.id, account.id));
  try {
    const res = await start(measure, { size: 3, spacing_m: 500 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('measure_point_unknown');
    expect(res.body.message).toMatch(/連携/);
  } finally {
    await t.db.update(localAccounts).set({ status: 'linked' }).where(eq(localAccounts.id, account.id));
  }
});

it('resumes a crashed run from the cells still empty', async () => {
  await settleGrids();
  const { body } = await start(googleMeasure, { size: 3, spacing_m: 800 });
  const id = body.data.id;
  // A worker measured the first cell and died: its claim is older than the stale window.
  await t.db.update(geoGridCells).set({ outcome: 'ranked', rank: 42, measuredAt: t.clock.now() }).where(and(eq(geoGridCells.gridId, id), eq(geoGridCells.row, 0), eq(geoGridCells.col, 0)));
  await t.db.update(geoGrids).set({ status: 'running', attempts: 1, claimedAt: new Date(t.clock.now().getTime() - 120_000) }).where(eq(geoGrids.id, id));
  t.clock.advance(60);
  await sweepGeoGrids(t.deps);
  const done = (await get<GridBody>(`/api/meo-measure/grids/${id}`)).body.data;
  expect(done.status).toBe('done');
  expect(done.cells.find((c) => c.row === 0 && c.col === 0)).toMatchObject({ outcome: 'ranked', rank: 42 });
  expect(done.cells.every((c) => c.outcome !== null)).toBe(true);
});

it('retries a provider outage a few times, then fails with a Japanese message', async () => {
  await settleGrids();
  const spy = jest.spyOn(t.deps.providers.places, 'findRank').mockRejectedValue(new ProviderError({ provider: 'places', code: 'provider_unavailable' }));
  try {
    const { body } = await start(googleMeasure, { size: 3, spacing_m: 500 });
    const id = body.data.id;
    const first = await runGeoGrid(t.deps, id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.errorMessage).toMatch(/自動で再試行します/);
    // The sweep leaves a retry alone until its wait is over.
    expect((await sweepGeoGrids(t.deps)).ran).toBe(0);
    for (let attempt = 2; attempt <= GEO_GRID_MAX_ATTEMPTS; attempt += 1) {
      t.clock.advance(60);
      await sweepGeoGrids(t.deps);
    }
    const failed = (await get<GridBody>(`/api/meo-measure/grids/${id}`)).body.data;
    expect(failed.status).toBe('failed');
    expect(failed.error_message).toMatch(/一時的に利用できません/);
    expect(failed.error_message).not.toMatch(/再試行/);
    // A new grid can be started once this one has ended.
    expect((await start(googleMeasure, { size: 3, spacing_m: 500 })).status).toBe(200);
  } finally {
    spy.mockRestore();
  }
});
