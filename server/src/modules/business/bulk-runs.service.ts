import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { announceProgress } from './bulk-progress.service';
import { statusOf, toBulkResult, toBulkRun } from './bulk-run.mapper';
import { bulkMessagesJa as m } from './bulk-run.messages.ja';
import {
  countsOf, findRun, listResults, listRuns, markRunFinished, reopenRun, requeueFailedReflections, type BulkResultStatus, type RunCounts, type RunWithUser,
} from './bulk-runs.repository';
import { dispatchReflections } from './listing-reflection.service';

// Reading bulk runs (history, progress, per-line results) and retrying a run's failures.

type RunDeps = Pick<Deps, 'db' | 'clock' | 'logger' | 'jobs' | 'broadcaster'>;

async function loadRun(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number): Promise<RunWithUser> {
  const found = await findRun(deps.db, auth.company.id, id, auth.accountScope);
  if (!found) throw notFound();
  return found;
}

/** The run with its counts; a run found ended whose end was not stamped yet (throttled event pending) is stamped now. */
async function withCounts(deps: Pick<Deps, 'db' | 'clock'>, found: RunWithUser) {
  const counts = (await countsOf(deps.db, [found.run.id])).get(found.run.id) as RunCounts;
  if (statusOf(counts) !== 'running' && !found.run.finishedAt) {
    const now = deps.clock.now();
    if (await markRunFinished(deps.db, found.run.id, now)) found = { ...found, run: { ...found.run, finishedAt: now } };
  }
  return toBulkRun(found, counts);
}

export async function listBusinessBulkRuns(deps: Pick<Deps, 'db'>, auth: AuthContext, query: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(query);
  const { rows, total } = await listRuns(deps.db, auth.company.id, { limit, offset }, auth.accountScope);
  const counts = await countsOf(deps.db, rows.map((r) => r.run.id));
  return { data: rows.map((r) => toBulkRun(r, counts.get(r.run.id) as RunCounts)), pagination: toPagination(page, pageSize, total) };
}

export async function getBusinessBulkRun(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, id: number) {
  return { data: await withCounts(deps, await loadRun(deps, auth, id)) };
}

export async function listBusinessBulkResults(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  id: number,
  query: { status?: BulkResultStatus; page?: number; page_size?: number },
) {
  await loadRun(deps, auth, id);
  const { page, pageSize, limit, offset } = pageWindow(query);
  const { rows, total } = await listResults(deps.db, auth.company.id, id, { status: query.status ?? null }, { limit, offset });
  return { data: rows.map(toBulkResult), pagination: toPagination(page, pageSize, total) };
}

/** The run's failed reflections sent again with their own keys and payloads (the provider applies a key once). */
export async function retryBusinessBulk(deps: RunDeps, auth: AuthContext, id: number) {
  const found = await loadRun(deps, auth, id);
  const ids = await requeueFailedReflections(deps.db, auth.company.id, id, deps.clock.now());
  if (ids.length === 0) throw new DomainError('bulk_nothing_to_retry', 409, m.nothingToRetry);
  await reopenRun(deps.db, id);
  await dispatchReflections(deps, ids);
  announceProgress(deps, id);
  return { message: m.retried(ids.length), data: await withCounts(deps, { ...found, run: { ...found.run, finishedAt: null } }) };
}
