import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { snapshotPageHtml, SNAPSHOT_WIDTH } from './snapshot-page';

export interface SnapshotRow {
  rank: number;
  id: string;
  name: string | null;
  ours: boolean;
}

export interface SnapshotInput {
  resultId: number;
  companyId: number;
  provider: 'google' | 'yahoo';
  keyword: string;
  storeName: string;
  measuredAt: Date;
  point: { lat: number; lng: number; radiusM: number };
  deviceProfile: string;
  outcome: 'ranked' | 'out_of_range' | 'no_result';
  rank: number | null;
  depth: number;
  resultCount: number;
  /** The first page as measured (≤ 20), plus our own row when we rank below it. */
  rows: SnapshotRow[];
}

export interface SnapshotOutcome {
  status: 'ok' | 'missing';
  key: string | null;
  contentHash: string | null;
}

const MISSING: SnapshotOutcome = { status: 'missing', key: null, contentHash: null };

/** One image per measurement (a retried measurement of the same day overwrites it with the new picture). */
export const snapshotKey = (companyId: number, resultId: number): string => `rank-snapshots/${companyId}/${resultId}.png`;

export const sha256Hex = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/**
 * Renders the measured result list to PNG and stores it. Never throws: the measurement itself is already recorded,
 * so a missing browser or a failed render only leaves the picture missing (logged).
 */
export async function renderRankSnapshot(deps: Pick<Deps, 'htmlRenderer' | 'storage' | 'logger'>, input: SnapshotInput): Promise<SnapshotOutcome> {
  if (!deps.htmlRenderer.available) return MISSING;
  try {
    const png = await deps.htmlRenderer.renderPng(snapshotPageHtml(input), { width: SNAPSHOT_WIDTH });
    const key = snapshotKey(input.companyId, input.resultId);
    await deps.storage.put(key, png, 'image/png');
    return { status: 'ok', key, contentHash: sha256Hex(png) };
  } catch (err) {
    deps.logger.warn({ err, resultId: input.resultId }, 'rank snapshot could not be rendered; recorded as missing');
    return MISSING;
  }
}
