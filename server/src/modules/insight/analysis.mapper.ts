import type { TimeUnit } from '../../../../src/shared/dates/period';
import { bucketsBetween } from '../../../../src/shared/dates/period';
import type { DateRange } from '../../../../src/shared/dates/periods';
import { metricName } from '../../../../src/shared/insight/insight-metrics';
import { changeRate, competitionRanks, ratingChange } from '../../../../src/shared/insight/store-ranking';
import type { components } from '../../generated/openapi';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { AnalysisMetric, AnalysisPlan } from './analysis-sources';
import type { BucketSum } from './analysis.repository';
import { toAnalysisAccount, type AnalysisAccountRow } from './insight-scope';

type Schemas = components['schemas'];

// From the per-account, per-bucket sums of the repository to the API's series and rankings. Pure, so the fold rules
// (a gap is null, a rating is an average of the reviews rather than of the stores) are tested without a database.

export interface AnalysisFacts {
  plan: AnalysisPlan;
  accounts: readonly AnalysisAccountRow[];
  range: DateRange;
  unit: TimeUnit;
  sums: readonly BucketSum[];
  latestDate: string | null;
  keywords: readonly { keyword: string; count: number }[];
}

type Fields = number[] | null;

const round1 = (value: number) => Math.round(value * 10) / 10;

function valueOf(metric: AnalysisMetric, fields: Fields): number | null {
  if (!fields) return null;
  const fold = metric.fold;
  if (fold.kind === 'sum') return fields[fold.field];
  return fields[fold.countField] > 0 ? round1(fields[fold.sumField] / fields[fold.countField]) : null;
}

const addInto = (into: Fields, fields: Fields): Fields => {
  if (!fields) return into;
  if (!into) return [...fields];
  fields.forEach((v, i) => (into[i] += v));
  return into;
};

/** A metric over several stores: the sum of their values, or for an average the average over all their items. */
function totalOf(metric: AnalysisMetric, all: readonly Fields[]): number | null {
  const present = all.filter((f): f is number[] => f !== null);
  if (present.length === 0) return null;
  return valueOf(metric, present.reduce<Fields>((acc, f) => addInto(acc, f), null));
}

/** Ranks for the rows; a store without a value comes after every ranked one (the row's rank is never null). */
function rowRanks(values: readonly (number | null)[]): number[] {
  const ranks = competitionRanks(values);
  const last = values.filter((v) => v !== null).length + 1;
  return ranks.map((r) => r ?? last);
}

interface Grid {
  /** account → bucket key → fields */
  cells: Map<number, Map<string, number[]>>;
  whole: Map<number, Fields>;
  previous: Map<number, Fields>;
}

function gridOf(facts: AnalysisFacts): Grid {
  const cells = new Map<number, Map<string, number[]>>();
  const whole = new Map<number, Fields>();
  const previous = new Map<number, Fields>();
  const zero = facts.plan.zeroFill ? facts.plan.fields.map(() => 0) : null;
  for (const account of facts.accounts) {
    cells.set(account.id, new Map());
    whole.set(account.id, zero && [...zero]);
    previous.set(account.id, zero && [...zero]);
  }
  for (const sum of facts.sums) {
    const own = cells.get(sum.accountId);
    if (!own) continue;
    if (sum.bucket === 'previous') previous.set(sum.accountId, addInto(previous.get(sum.accountId) ?? null, sum.fields));
    else {
      own.set(sum.bucket, sum.fields);
      whole.set(sum.accountId, addInto(whole.get(sum.accountId) ?? null, sum.fields));
    }
  }
  return { cells, whole, previous };
}

export function toAnalysisBody(facts: AnalysisFacts): Schemas['AnalysisBody'] {
  const { plan, accounts, range, unit } = facts;
  const grid = gridOf(facts);
  const zero = plan.zeroFill ? plan.fields.map(() => 0) : null;
  const keys = accounts.map((a) => toAccountKey(a.provider, a.id));
  const buckets = bucketsBetween(range.start, range.end, unit).map((start) => ({
    key: start.toFormat('yyyy-MM-dd'),
    label: start.toFormat(unit === 'month' ? 'yyyy/MM' : 'yyyy/MM/dd'),
  }));
  const cellOf = (accountId: number, bucket: string): Fields => grid.cells.get(accountId)?.get(bucket) ?? zero;

  const series = plan.metrics.map((metric): Schemas['MetricSeries'] => ({
    metric_id: metric.id,
    metric_name: metricName(metric.id),
    data: buckets.map((bucket) => {
      const cells = accounts.map((a) => cellOf(a.id, bucket.key));
      const values = cells.map((fields) => valueOf(metric, fields));
      const ranks = competitionRanks(values);
      return {
        date: bucket.label,
        total: totalOf(metric, cells),
        count: keys.map((account, i) => ({ account, value: values[i], rank: ranks[i] })),
      };
    }),
  }));

  const rankings = plan.metrics.map((metric): Schemas['MetricRanking'] => {
    const change = metric.fold.kind === 'average' ? ratingChange : changeRate;
    const values = accounts.map((a) => valueOf(metric, grid.whole.get(a.id) ?? null));
    const ranks = rowRanks(values);
    const rows = accounts.map((a, i) => {
      const previous = valueOf(metric, grid.previous.get(a.id) ?? null);
      return { order: a.id, row: { rank: ranks[i], account: keys[i], value: values[i], previous, change_rate: change(values[i], previous) } };
    });
    rows.sort((x, y) => x.row.rank - y.row.rank || x.order - y.order);
    return { metric_id: metric.id, metric_name: metricName(metric.id), rows: rows.map((r) => r.row) };
  });

  const keywordRanks = competitionRanks(facts.keywords.map((k) => k.count));
  return {
    range,
    unit,
    accounts: accounts.map(toAnalysisAccount),
    series,
    rankings,
    keywords: facts.keywords.map((k, i) => ({ rank: keywordRanks[i] ?? i + 1, keyword: k.keyword, count: k.count })),
    latest_date: facts.latestDate,
  };
}
