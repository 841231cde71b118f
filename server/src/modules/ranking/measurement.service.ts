import { DateTime } from 'luxon';
import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { claimOne, complete, fail, staleBefore, whileClaimed } from '../../jobs/intents';
import { isProviderError } from '../../providers/shared/provider-errors';
import { TOKYO } from '../../../../src/shared/dates/zone';
import { MAX_DEPTH, outcomeOf } from '../../../../src/shared/ranking/rank';
import { resolveMeasureTarget, type MeasureTarget } from './measure-target.service';
import { measurementMessagesJa as m } from './measurement.messages.ja';
import { dueRowIds, dueRows, findMeasureWithStore, findPreviousResult, insertDueRows, rankResultIntents, upsertDayRow } from './measurement.repository';
import type { MeasureRow, RankResultRow } from './ranking.table';
import { renderRankSnapshot, type SnapshotRow } from './snapshot.service';

export type MeasurementDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'database' | 'startedAt' | 'logger' | 'tokenCipher' | 'providers' | 'htmlRenderer' | 'storage' | 'alerts'>;

/** Claims per measurement before a day's row is left failed; between them the row waits 1, 5, 15 and 30 minutes. */
export const MAX_ATTEMPTS = 5;
const BACKOFF_MINUTES = [1, 5, 15, 30];
/** YOLP's `dist` is at most 20 km; Places' circle at most 50 km. */
const YAHOO_MAX_DIST_M = 20_000;
const GOOGLE_MAX_RADIUS_M = 50_000;
const SNAPSHOT_ROWS = 20;
const SWEEP_BATCH = 200;
const SWEEP_CONCURRENCY = 8;

/** The Tokyo calendar day (YYYY-MM-DD), its start as an instant, and the minutes of the day that have passed. */
export function tokyoDay(now: Date): { day: string; dayStart: Date; minutes: number } {
  const local = DateTime.fromJSDate(now, { zone: TOKYO });
  const start = local.startOf('day');
  return { day: start.toISODate() ?? '', dayStart: start.toJSDate(), minutes: local.hour * 60 + local.minute };
}

/** Today's row of a measure (created pending, due at `sendAfter`, when missing): the day's one result. */
export async function ensureTodayResult(deps: Pick<Deps, 'db'>, measure: MeasureRow, now: Date, sendAfter: Date = now): Promise<RankResultRow> {
  return upsertDayRow(deps.db, measure, tokyoDay(now).day, sendAfter);
}

/** Every minute: today's rows of the measures whose time has come; each new row is handed to `send`. */
export async function scheduleDueMeasurements(deps: Pick<Deps, 'db' | 'clock'>, send: (resultId: number) => Promise<unknown>): Promise<number> {
  const { day, dayStart, minutes } = tokyoDay(deps.clock.now());
  const ids = await insertDueRows(deps.db, { day, dayStart, nowMinutes: minutes });
  for (const id of ids) await send(id);
  return ids.length;
}

interface Searched {
  rank: number | null;
  resultIds: string[];
  resultCount: number;
  radiusM: number;
  firstPage: () => Promise<{ id: string; name: string }[]>;
}

async function search(deps: MeasurementDeps, measure: MeasureRow, target: MeasureTarget, depth: number): Promise<Searched> {
  if (measure.provider === 'google') {
    const radiusM = Math.min(measure.radiusM, GOOGLE_MAX_RADIUS_M);
    const location = { latitude: target.lat, longitude: target.lng };
    const found = await deps.providers.places.findRank({ textQuery: measure.keyword, placeId: target.placeId, location, radiusMeters: radiusM, depth });
    return { ...found, radiusM, firstPage: () => deps.providers.places.firstPageNames({ textQuery: measure.keyword, location, radiusMeters: radiusM }) };
  }
  const radiusM = Math.min(measure.radiusM, YAHOO_MAX_DIST_M);
  const found = await deps.providers.yahoo.localSearch.findRank({ query: measure.keyword, gid: target.placeId, lat: target.lat, lon: target.lng, distKm: radiusM / 1000, depth });
  return { ...found, radiusM, firstPage: async () => found.firstPage };
}

/** The rows a snapshot draws: page 1 as measured, then our own row when we rank below it. */
function snapshotRows(page: { id: string; name: string }[], target: MeasureTarget, rank: number | null, storeName: string): SnapshotRow[] {
  const rows: SnapshotRow[] = page.slice(0, SNAPSHOT_ROWS).map((row, index) => ({ rank: index + 1, id: row.id, name: row.name || null, ours: row.id === target.placeId }));
  if (rank !== null && rank > rows.length) rows.push({ rank, id: target.placeId, name: storeName, ours: true });
  return rows;
}

/**
 * A measured rank below the previous measurement's may be a drop someone asked to hear about (the alerts port compares
 * it with each user's threshold). Out of range counts as one place below the depth; an empty search proves nothing.
 */
async function raiseRankDrop(deps: MeasurementDeps, measure: MeasureRow, done: RankResultRow): Promise<void> {
  if (done.outcome !== 'ranked' && done.outcome !== 'out_of_range') return;
  const previous = await findPreviousResult(deps.db, measure.id, done.measuredOn);
  if (previous?.rank == null) return;
  const drop = (done.rank ?? done.depth + 1) - previous.rank;
  if (drop <= 0) return;
  const source = { companyId: measure.companyId, localAccountId: measure.localAccountId, sourceKey: `rank-${done.id}` };
  await deps.alerts.raise({ ...source, kind: 'rank_drop', keyword: measure.keyword, previousRank: previous.rank, rank: done.rank, drop });
}

function failureMessage(error: unknown): string | null {
  if (error instanceof DomainError || isProviderError(error)) return error.message;
  return null;
}

/**
 * Measures one day's row: claims it (a second delivery, or a row already done, does nothing), searches the provider
 * from the measure's point, and records the outcome with its snapshot. A failure sends the row back to pending after a
 * backoff until MAX_ATTEMPTS; the same row is measured again, so a measure has one result per day whatever happens.
 */
export async function runMeasurement(deps: MeasurementDeps, resultId: number): Promise<RankResultRow | null> {
  const now = deps.clock.now();
  const row = await claimOne(deps.db, rankResultIntents, resultId, { now, where: dueRows(now, staleBefore(deps)) });
  if (!row) return null;
  const attempt = { attempt: row.attempts };
  const found = await findMeasureWithStore(deps.db, row.measureId);
  if (!found || found.measure.deletedAt) return fail(deps.db, rankResultIntents, row.id, m.measureDeleted, { at: now, ...attempt });
  const { measure, storeName } = found;
  try {
    const done = await whileClaimed(deps, rankResultIntents, row, async () => {
      const target = await resolveMeasureTarget(deps, measure);
      const depth = Math.min(measure.depth, MAX_DEPTH[measure.provider]);
      const searched = await search(deps, measure, target, depth);
      const measuredAt = deps.clock.now();
      const { outcome, rank } = outcomeOf(searched.rank === null ? null : searched.rank - 1, searched.resultCount, depth);
      const deviceProfile = m.deviceProfile[measure.provider];
      let snapshot: { status: 'ok' | 'missing'; key: string | null; contentHash: string | null } = { status: 'missing', key: null, contentHash: null };
      if (deps.htmlRenderer.available) {
        try {
          const page = await searched.firstPage();
          snapshot = await renderRankSnapshot(deps, {
            resultId: row.id, companyId: measure.companyId, provider: measure.provider, keyword: measure.keyword, storeName, measuredAt,
            point: { lat: target.lat, lng: target.lng, radiusM: searched.radiusM }, deviceProfile, outcome, rank, depth,
            resultCount: searched.resultCount, rows: snapshotRows(page, target, rank, storeName),
          });
        } catch (err) {
          // The rank is what was asked for; a picture that cannot be drawn is only missing.
          deps.logger.warn({ err, resultId: row.id }, 'rank snapshot rows could not be read; recorded as missing');
        }
      }
      return complete(deps.db, rankResultIntents, row.id, {
        at: measuredAt,
        ...attempt,
        set: {
          outcome, rank, depth, resultCount: searched.resultCount, resultIds: searched.resultIds, pointLat: target.lat, pointLng: target.lng,
          radiusM: searched.radiusM, deviceProfile, measuredAt, snapshotStatus: snapshot.status, snapshotKey: snapshot.key, contentHash: snapshot.contentHash,
        },
      });
    });
    if (done) await raiseRankDrop(deps, measure, done);
    return done;
  } catch (error) {
    const message = failureMessage(error);
    if (message === null) deps.logger.error({ err: error, resultId: row.id }, 'rank measurement failed');
    else deps.logger.warn({ err: error, resultId: row.id }, 'rank measurement failed');
    const shown = message ?? m.unexpected;
    if (row.attempts >= MAX_ATTEMPTS) return fail(deps.db, rankResultIntents, row.id, shown, { at: deps.clock.now(), ...attempt });
    // The provider's own Retry-After, when longer than our backoff, is the earliest the search can succeed.
    const waitMs = Math.max(BACKOFF_MINUTES[Math.min(row.attempts, BACKOFF_MINUTES.length) - 1] * 60_000, isProviderError(error) ? (error.retryAfterMs ?? 0) : 0);
    const retryAt = new Date(deps.clock.now().getTime() + waitMs);
    return fail(deps.db, rankResultIntents, row.id, m.failedRetrying(shown), { at: deps.clock.now(), ...attempt, status: 'pending', set: { sendAfter: retryAt } });
  }
}

/** Rows nobody sent (retries after their backoff, rows whose job was lost) and claims a dead worker left behind. */
export async function sweepMeasurements(deps: MeasurementDeps): Promise<number> {
  let measured = 0;
  for (;;) {
    const ids = await dueRowIds(deps.db, deps.clock.now(), staleBefore(deps), SWEEP_BATCH);
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next];
        next += 1;
        if (await runMeasurement(deps, id)) measured += 1;
      }
    };
    await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
    if (ids.length < SWEEP_BATCH) return measured;
  }
}
