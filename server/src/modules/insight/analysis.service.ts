import type { TimeUnit } from '../../../../src/shared/dates/period';
import type { DateRange } from '../../../../src/shared/dates/periods';
import type { AccessGroup, PerformanceGroup } from '../../../../src/shared/insight/insight-metrics';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { clampForUnit, isoToSlash, previousRange, resolveRange, slashToIso, type RangeQuery } from './analysis-range';
import { accessPlan, performancePlan, type AnalysisPlan } from './analysis-sources';
import { toAnalysisBody } from './analysis.mapper';
import { bucketSums, firstDataDay, lastDataDay, linkedAccounts, yahooKeywords, type AnalysisAccountRow } from './analysis.repository';

type Schemas = components['schemas'];
type AnalysisDeps = Pick<Deps, 'db' | 'clock'>;

/** The keywords listed with the access analysis's searches: the head of a long tail is what the screen shows. */
export const ANALYSIS_KEYWORDS_MAX = 100;

export interface AnalysisQuery extends RangeQuery {
  local_account_ids?: string[];
  unit?: TimeUnit;
}

/**
 * The company's linked accounts of the plan's provider: the keys given, or every one when none are. A key that is not
 * one of them (another company's, unlinked, or of the other provider) answers 404, as a foreign id must.
 */
export async function selectAccounts(db: Db, companyId: number, plan: AnalysisPlan, keys: readonly string[] | undefined): Promise<AnalysisAccountRow[]> {
  if (!keys?.length) return linkedAccounts(db, companyId, plan.provider, null);
  const refs = parseAccountKeys(keys);
  if (refs.some((r) => r.provider !== plan.provider)) throw notFound();
  const ids = [...new Set(refs.map((r) => r.id))];
  const rows = await linkedAccounts(db, companyId, plan.provider, ids);
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

export interface AnalysisRequest {
  companyId: number;
  plan: AnalysisPlan;
  accounts: readonly AnalysisAccountRow[];
  range: DateRange;
  unit: TimeUnit;
  withKeywords: boolean;
}

/** The analysis of already-checked accounts and range; the reports build their sections from it too. */
export async function loadAnalysis(db: Db, request: AnalysisRequest): Promise<Schemas['AnalysisBody']> {
  const { companyId, plan, accounts, range, unit } = request;
  const accountIds = accounts.map((a) => a.id);
  const iso = { start: slashToIso(range.start), end: slashToIso(range.end) };
  const [sums, last, keywords] = await Promise.all([
    bucketSums(db, plan, { companyId, accountIds, range: iso, previousStart: slashToIso(previousRange(range).start), unit }),
    lastDataDay(db, companyId, plan.provider, accountIds),
    request.withKeywords ? yahooKeywords(db, companyId, accountIds, iso, ANALYSIS_KEYWORDS_MAX) : Promise.resolve([]),
  ]);
  return toAnalysisBody({ plan, accounts, range, unit, sums, latestDate: last === null ? null : isoToSlash(last), keywords });
}

async function analyse(deps: AnalysisDeps, auth: AuthContext, plan: AnalysisPlan, query: AnalysisQuery, withKeywords: boolean) {
  const companyId = auth.company.id;
  const accounts = await selectAccounts(deps.db, companyId, plan, query.local_account_ids);
  const unit = query.unit ?? 'month';
  const requested = await resolveRange(query, deps.clock.now(), async () => {
    const first = await firstDataDay(deps.db, companyId, plan.provider, accounts.map((a) => a.id));
    return first === null ? null : isoToSlash(first);
  });
  return loadAnalysis(deps.db, { companyId, plan, accounts, range: clampForUnit(requested, unit), unit, withKeywords });
}

export const getPerformanceAnalysis = (deps: AnalysisDeps, auth: AuthContext, group: PerformanceGroup, query: AnalysisQuery) =>
  analyse(deps, auth, performancePlan(group), query, false);

export const getAccessAnalysis = (deps: AnalysisDeps, auth: AuthContext, group: AccessGroup, query: AnalysisQuery) =>
  analyse(deps, auth, accessPlan(group), query, group === 'searches');
