import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { toJstDate } from '../../formats';
import type { components } from '../../generated/openapi';
import type { Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { companies } from '../../tenancy/tenancy.table';
import { geoGridCells, geoGrids, measures, rankResults } from './ranking.table';

// Test support for the measures: the contract set directly on the company, a create request with sensible defaults,
// a Shift_JIS encoder (Node decodes Shift_JIS but cannot encode it) for the import tests, and the tenant fixture.

export type Measure = components['schemas']['Measure'];

export async function setMeasureContract(t: Pick<TestApp, 'db' | 'deps'>, companyId: number, contract: { count?: number; scope?: 1 | 2 | 3; google?: boolean; yahoo?: boolean }) {
  await t.db
    .update(companies)
    .set({
      ...(contract.count !== undefined ? { measureContractCount: contract.count } : {}),
      ...(contract.scope !== undefined ? { measureContractScope: contract.scope } : {}),
      ...(contract.google !== undefined ? { hasRankingContract: contract.google } : {}),
      ...(contract.yahoo !== undefined ? { hasYRankingContract: contract.yahoo } : {}),
    })
    .where(eq(companies.id, companyId));
  // Contracts change outside the console (by the operator, in SQL), which cached sessions only see after
  // SESSION_CACHE_SECONDS; the tests want the change at once.
  await t.deps.sessionCache.invalidate({ companyIds: [companyId] });
}

export const measureRequest = (keywords: string[], localAccountIds: string[], extra: Record<string, unknown> = {}) => ({
  keywords,
  local_account_ids: localAccountIds,
  point: { kind: 'store' },
  radius_m: 3000,
  measure_time: '09:00',
  ...extra,
});

export async function createMeasuresAs(t: Pick<TestApp, 'inject'>, signed: Signed, body: object) {
  return t.inject({ method: 'POST', url: '/api/meo-measure/measures', headers: signed.headers, payload: body });
}

let sjisTable: Map<string, number[]> | null = null;

/** Shift_JIS (CP932) bytes of a text, from the decoder's own table; ASCII passes through. */
export function encodeShiftJis(text: string): Buffer {
  if (!sjisTable) {
    sjisTable = new Map();
    const decoder = new TextDecoder('shift_jis', { fatal: true });
    const leads = [...Array.from({ length: 0x1f }, (_, i) => 0x81 + i), ...Array.from({ length: 0x1d }, (_, i) => 0xe0 + i)];
    for (const lead of leads) {
      for (let trail = 0x40; trail <= 0xfc; trail += 1) {
        if (trail === 0x7f) continue;
        try {
          const char = decoder.decode(Uint8Array.from([lead, trail]));
          if (!sjisTable.has(char)) sjisTable.set(char, [lead, trail]);
        } catch {
          // Not a character in this encoding.
        }
      }
    }
  }
  const table = sjisTable;
  return Buffer.from(
    [...text].flatMap((char) => {
      if (char.charCodeAt(0) < 0x80) return [char.charCodeAt(0)];
      const bytes = table.get(char);
      if (!bytes) throw new Error(`${char} has no Shift_JIS encoding`);
      return bytes;
    }),
  );
}

/**
 * One measure of the listing with a measured day (its snapshot stored, hash and all) and a finished 3×3 geo grid,
 * written directly as the measurement and grid jobs would leave them: every id a ranking operation can name.
 */
export async function insertRankingFixture(
  t: Pick<TestApp, 'db' | 'deps' | 'clock'>,
  companyId: number,
  listing: { localAccountId: number; storeId: number },
  keyword: string,
): Promise<{ measureId: number; rankResultId: number; geoGridId: number }> {
  const now = t.clock.now();
  const [measure] = await t.db
    .insert(measures)
    .values({
      companyId, localAccountId: listing.localAccountId, storeId: listing.storeId, provider: 'google', keyword, keywordKey: keyword.toLowerCase(), kind: 'menu',
      status: 'measuring', pointKind: 'coordinates', pointLat: 35.6581, pointLng: 139.6975, radiusM: 3000, measureTime: '09:00', depth: 60,
    })
    .returning({ id: measures.id });
  const [result] = await t.db
    .insert(rankResults)
    .values({
      companyId, measureId: measure.id, measuredOn: toJstDate(now).replaceAll('/', '-'), status: 'done', attempts: 1, sendAfter: now, outcome: 'ranked', rank: 2, depth: 60,
      resultCount: 3, resultIds: ['competitor-a', 'ours', 'competitor-b'], pointLat: 35.6581, pointLng: 139.6975, radiusM: 3000, deviceProfile: 'fixture', measuredAt: now,
    })
    .returning({ id: rankResults.id });
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ffffff' } }).png().toBuffer();
  const key = `rank-snapshots/${companyId}/${result.id}.png`;
  await t.deps.storage.put(key, png, 'image/png');
  await t.db
    .update(rankResults)
    .set({ snapshotStatus: 'ok', snapshotKey: key, contentHash: createHash('sha256').update(png).digest('hex') })
    .where(eq(rankResults.id, result.id));
  const [grid] = await t.db
    .insert(geoGrids)
    .values({ companyId, measureId: measure.id, size: 3, spacingM: 500, centerLat: 35.6581, centerLng: 139.6975, status: 'done', averageRank: 2, foundCells: 9, completedAt: now })
    .returning({ id: geoGrids.id });
  await t.db.insert(geoGridCells).values(
    Array.from({ length: 9 }, (_, i) => ({ gridId: grid.id, row: Math.floor(i / 3), col: i % 3, lat: 35.6581, lng: 139.6975, northM: 0, eastM: 0, outcome: 'ranked' as const, rank: 2, measuredAt: now })),
  );
  return { measureId: measure.id, rankResultId: result.id, geoGridId: grid.id };
}
