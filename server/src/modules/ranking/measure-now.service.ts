import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import type { components } from '../../generated/openapi';
import { visibleKinds } from './measure-access';
import { rankingMeasureJob } from './measurement.jobs';
import { measurementMessagesJa as m } from './measurement.messages.ja';
import { rearmRow } from './measurement.repository';
import { ensureTodayResult } from './measurement.service';
import { findMeasure } from './measure-views.repository';
import { toResultSummary } from './measures.mapper';

/**
 * Today's measurement, now rather than at the measure's time. A measure has one result per day: a done row is
 * answered as it is; a row waiting for a retry (or given up) is brought forward and measured again.
 */
export async function measureNow(deps: Deps, auth: AuthContext, measureId: number): Promise<components['schemas']['MeasureNowBody']> {
  const measure = await findMeasure(deps.db, auth.company.id, measureId, visibleKinds(auth.actor), auth.accountScope);
  if (!measure) throw notFound();
  const now = deps.clock.now();
  const today = await ensureTodayResult(deps, measure, now);
  if (today.status === 'done') return { message: m.measureNow.alreadyMeasured, already_measured: true, result: toResultSummary(today) };
  if (today.status === 'claimed') return { message: m.measureNow.running, already_measured: false, result: toResultSummary(today) };
  const row = (await rearmRow(deps.db, today.id, now)) ?? today;
  await rankingMeasureJob.send(deps, { resultId: row.id });
  return { message: m.measureNow.started, already_measured: false, result: toResultSummary(row) };
}
