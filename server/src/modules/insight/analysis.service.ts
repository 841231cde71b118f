import { isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import type { TimeUnit } from '../../../../src/shared/dates/period';
import type { DateRange } from '../../../../src/shared/dates/periods';
import type { AccessGroup, PerformanceGroup } from '../../../../src/shared/insight/insight-metrics';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { clampForUnit, previousRange, resolveRange, type RangeQuery } from './analysis-range';
import { accessPlan, performancePlan, type AnalysisPlan } from './analysis-sources';
import { toAnalysisBody } from './analysis.mapper';
import { bucketSums, firstDataDay, lastDataDay, yahooKeywords } from './analysis.repository';
import { requireAccounts, slashToIso, type AnalysisAccountRow } from './insight-scope';

type Schemas = components['schemas'];
type AnalysisDeps = Pick<Deps, 'db' | 'clock'>;

/** The keywords listed with the access analysis's searches: the head of a long tail is what the screen shows. */
export const ANALYSIS_KEYWORDS_MAX = 100;

export interface AnalysisQuery extends RangeQuery {
  local_account_ids?: string[];
  unit?: TimeUnit;
}

interface AnalysisRequest {
  companyId: number;
  plan: AnalysisPlan;
  accounts: readonly AnalysisAccountRow[];
  range: DateRange;
  unit: TimeUnit;
  withKeywords: boolean;
}

/** The analysis of already-checked accounts and range. */
async function loadAnalysis(db: Db, request: AnalysisRequest): Promise<Schemas['AnalysisBody']> {
  const { companyId, plan, accounts, range, unit } = request;
  const accountIds = accounts.map((a) => a.id);
  const iso = { start: slashToIso(range.start), end: slashToIso(range.end) };
  const [sums, last, keywords] = await Promise.all([
    bucketSums(db, plan, { companyId, accountIds, range: iso, previousStart: slashToIso(previousRange(range).start), unit }),
    lastDataDay(db, companyId, plan.provider, accountIds),
    request.withKeywords ? yahooKeywords(db, companyId, accountIds, iso, ANALYSIS_KEYWORDS_MAX) : Promise.resolve([]),
  ]);
  return toAnalysisBody({ plan, accounts, range, unit, sums, latestDate: isoToSlashDate(last), keywords });
}

async function analyse(deps: AnalysisDeps, auth: AuthContext, plan: AnalysisPlan, query: AnalysisQuery, withKeywords: boolean) {
  const companyId = auth.company.id;
  // A key of the other provider answers 404 like a foreign one.
  const accounts = await requireAccounts(deps.db, companyId, query.local_account_ids, [plan.provider], auth.accountScope);
  const unit = query.unit ?? 'month';
  const requested = await resolveRange(query, deps.clock.now(), async () => {
    const first = await firstDataDay(deps.db, companyId, plan.provider, accounts.map((a) => a.id));
    return isoToSlashDate(first);
  });
  return loadAnalysis(deps.db, { companyId, plan, accounts, range: clampForUnit(requested, unit), unit, withKeywords });
}

export const getPerformanceAnalysis = (deps: AnalysisDeps, auth: AuthContext, group: PerformanceGroup, query: AnalysisQuery) =>
  analyse(deps, auth, performancePlan(group), query, false);

export const getAccessAnalysis = (deps: AnalysisDeps, auth: AuthContext, group: AccessGroup, query: AnalysisQuery) =>
  analyse(deps, auth, accessPlan(group), query, group === 'searches');
