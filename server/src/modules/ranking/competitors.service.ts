import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import type { DailyRank } from '../../../../src/shared/ranking/rank-history';
import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { visibleKinds } from './measure-access';
import { findMeasure } from './measure-views.repository';
import { rankBucketer } from '../../../../src/shared/ranking/rank-buckets';
import { historyRange, type PeriodInput } from './rank-history.service';
import { competitorDays, type CompetitorDayRow } from './rank-history.repository';

type Schemas = components['schemas'];

export const COMPETITORS_DEFAULT_LIMIT = 10;

/** The ids that ranked above ours that day: those before our rank, or every listed id when we were 圏外. */
function idsAbove(day: CompetitorDayRow, ours: string | null): string[] {
  let above: string[] = [];
  if (day.outcome === 'ranked' && day.rank !== null) above = day.resultIds.slice(0, day.rank - 1);
  else if (day.outcome === 'out_of_range') above = day.resultIds;
  return [...new Set(above)].filter((id) => id !== ours);
}

/** Each listed id's rank per day, from its place in the day's first 20 results (days it was not there are left out). */
function ranksById(days: readonly CompetitorDayRow[], wanted: ReadonlySet<string>): Map<string, DailyRank[]> {
  const byId = new Map<string, DailyRank[]>();
  for (const day of days) {
    day.resultIds.forEach((id, index) => {
      if (!wanted.has(id)) return;
      const list = byId.get(id) ?? [];
      // An id listed twice in one answer counts at its first place.
      if (list.at(-1)?.date !== day.date) list.push({ date: day.date, outcome: 'ranked', rank: index + 1 });
      byId.set(id, list);
    });
  }
  return byId;
}

type NameDeps = Pick<Deps, 'providers' | 'logger'>;

/** Names are read from the provider when asked and never stored; a failure leaves them unnamed, never fails the answer. */
async function namesOf(deps: NameDeps, provider: MeasureProvider, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  try {
    return provider === 'google' ? await deps.providers.places.placeNames(ids) : await deps.providers.yahoo.localSearch.placeNames(ids);
  } catch (error) {
    deps.logger.warn({ err: error, provider }, 'competitor names could not be read');
    return new Map();
  }
}

export async function listRankCompetitors(
  deps: Pick<Deps, 'db' | 'clock'> & NameDeps,
  auth: AuthContext,
  id: number,
  query: PeriodInput & { limit?: number },
): Promise<Schemas['CompetitorList']> {
  const measure = await findMeasure(deps.db, auth.company.id, id, visibleKinds(auth.actor), auth.accountScope);
  if (!measure) throw notFound();
  const range = await historyRange(deps, query.period ?? 'month', [id]);
  const days = await competitorDays(deps.db, id, range);
  const daysAbove = new Map<string, number>();
  for (const day of days) for (const other of idsAbove(day, measure.targetPlaceId)) daysAbove.set(other, (daysAbove.get(other) ?? 0) + 1);
  const ranks = ranksById(days, new Set(daysAbove.keys()));
  const best = (other: string) => Math.min(...(ranks.get(other) ?? []).map((d) => d.rank ?? Number.POSITIVE_INFINITY));
  const chosen = [...daysAbove.keys()]
    .sort((a, b) => (daysAbove.get(b) ?? 0) - (daysAbove.get(a) ?? 0) || best(a) - best(b) || a.localeCompare(b))
    .slice(0, query.limit ?? COMPETITORS_DEFAULT_LIMIT);
  const names = await namesOf(deps, measure.provider, chosen);
  const latest = days.at(-1);
  const bucketer = rankBucketer(query.unit ?? 'day', range);
  const data = chosen.map((other) => {
    const own = ranks.get(other) ?? [];
    const latestIndex = latest ? latest.resultIds.indexOf(other) : -1;
    return {
      place_id: other,
      name: names.get(other) ?? null,
      latest_rank: latestIndex >= 0 ? latestIndex + 1 : null,
      best_rank: own.length ? best(other) : null,
      days_above: daysAbove.get(other) ?? 0,
      points: bucketer.bucket(own),
    };
  });
  return { data, ours: bucketer.bucket(days), range };
}
