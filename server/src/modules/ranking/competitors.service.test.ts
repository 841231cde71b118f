import { loginAs, type Signed } from '../../testing/http';
import { rankResults } from './ranking.table';
import { createHistoryTestApp, doneDays, HISTORY_NOW, measureIdOf, type HistoryTestApp } from './rank-history.testing';

interface Point {
  date: string;
  rank: number | null;
  outcome: string | null;
  days: number;
}
interface DetailBody {
  data: { measure: { id: number }; stats: { measured_days: number }; points: Point[] };
  range: { start: string; end: string };
  results: { id: number; measured_on: string; status: string; rank: number | null; outcome: string | null }[];
}
interface CompetitorBody {
  data: { place_id: string; name: string | null; latest_rank: number | null; best_rank: number | null; days_above: number; points: Point[] }[];
  ours: Point[];
  range: { start: string; end: string };
}

let t: HistoryTestApp;
let owner: Signed;
let partner: Signed;
let lunch: number;

beforeAll(async () => {
  t = await createHistoryTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  lunch = await measureIdOf(t, t.ownerCompanyId, '渋谷 ランチ');
  // Today's measurement is still pending: it is listed, but counts in no stat.
  await t.db.insert(rankResults).values({ companyId: t.ownerCompanyId, measureId: lunch, measuredOn: '2026-03-15', status: 'pending', sendAfter: HISTORY_NOW, depth: 60 });
});
afterAll(async () => {
  await t.close();
});

const get = (who: Signed, url: string) => t.inject({ url, headers: who.headers });

it('answers one measure with every day of the period newest first, pending days included', async () => {
  const res = await get(owner, `/api/map-rank-measurement/histories/${lunch}?period=week&unit=day`);
  expect(res.statusCode).toBe(200);
  const body = res.json<DetailBody>();
  expect(body.range).toEqual({ start: '2026/03/09', end: '2026/03/15' });
  expect(body.results.map((r) => r.measured_on)).toEqual(['2026/03/15', '2026/03/14', '2026/03/13', '2026/03/12', '2026/03/11', '2026/03/10', '2026/03/09']);
  expect(body.results[0]).toMatchObject({ status: 'pending', rank: null, outcome: null });
  expect(body.data.stats.measured_days).toBe(6);
  const days = await doneDays(t, lunch, body.range.start, body.range.end);
  expect(body.data.points.slice(0, 6).map((p) => [p.date, p.rank, p.outcome])).toEqual(days.map((d) => [d.date, d.rank, d.outcome]));

  const year = (await get(owner, `/api/map-rank-measurement/histories/${lunch}?period=year_and_half`)).json<DetailBody>();
  expect(year.results.length).toBeLessThanOrEqual(550);
  expect(year.results).toHaveLength(401);
});

it('answers 404 for another company’s measure and for a missing one', async () => {
  const partnerMeasure = await measureIdOf(t, t.partnerCompanyId, '横浜 ヘアサロン');
  expect((await get(owner, `/api/map-rank-measurement/histories/${partnerMeasure}`)).statusCode).toBe(404);
  expect((await get(partner, `/api/map-rank-measurement/histories/${lunch}`)).statusCode).toBe(404);
  expect((await get(partner, `/api/map-rank-measurement/histories/${lunch}/competitors`)).statusCode).toBe(404);
  expect((await get(owner, '/api/map-rank-measurement/histories/2147483647/competitors')).statusCode).toBe(404);
  expect((await get(partner, `/api/map-rank-measurement/histories/${partnerMeasure}/competitors`)).statusCode).toBe(200);
});

it('lists the listings that ranked above ours by days above, with their ranks from each day’s result ids', async () => {
  const res = await get(owner, `/api/map-rank-measurement/histories/${lunch}/competitors?period=month&limit=5`);
  expect(res.statusCode).toBe(200);
  const body = res.json<CompetitorBody>();
  expect(body.range).toEqual({ start: '2026/02/16', end: '2026/03/15' });
  expect(body.data).toHaveLength(5);

  // The same count worked out here from the stored ids.
  const days = await doneDays(t, lunch, body.range.start, body.range.end);
  const above = new Map<string, number>();
  for (const day of days) {
    const ids = day.outcome === 'ranked' ? day.resultIds.slice(0, (day.rank ?? 1) - 1) : day.outcome === 'out_of_range' ? day.resultIds : [];
    for (const id of new Set(ids)) above.set(id, (above.get(id) ?? 0) + 1);
  }
  const counts = body.data.map((c) => c.days_above);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(Math.max(...above.values())).toBe(counts[0]);
  const last = days.at(-1)!;
  for (const competitor of body.data) {
    expect(competitor.days_above).toBe(above.get(competitor.place_id));
    expect(competitor.place_id.startsWith('demo-own')).toBe(false);
    // The emulator knows no demo competitor: the name stays null and the answer does not fail.
    expect(competitor.name).toBeNull();
    const index = last.resultIds.indexOf(competitor.place_id);
    expect(competitor.latest_rank).toBe(index >= 0 ? index + 1 : null);
    const ranks = days.map((d) => d.resultIds.indexOf(competitor.place_id)).filter((i) => i >= 0).map((i) => i + 1);
    expect(competitor.best_rank).toBe(Math.min(...ranks));
    expect(competitor.points).toHaveLength(28);
    for (const point of competitor.points.filter((p) => p.outcome !== null)) {
      const day = days.find((d) => d.date === point.date)!;
      expect(point.rank).toBe(day.resultIds.indexOf(competitor.place_id) + 1);
    }
  }
  expect(body.ours.filter((p) => p.outcome !== null)).toHaveLength(days.length);
  expect((await get(owner, `/api/map-rank-measurement/histories/${lunch}/competitors`)).json<CompetitorBody>().data.length).toBeLessThanOrEqual(10);
});
