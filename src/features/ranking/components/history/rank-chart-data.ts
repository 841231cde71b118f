import type { ChartSeries } from '../../../../components/charts/chart-series';
import type { YAxisOptions } from '../../../../components/charts/chart-config';
import { rankLabel } from '../../../../shared/ranking/rank';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import type { RankPoint, RankStats } from '../../ranking.api';

// 圏外 and 表示なし have no place on a rank axis: they are gaps in the line (the tables say them in words).
export const rankSeries = (name: string, points: readonly RankPoint[]): ChartSeries => ({
  name,
  data: points.map((p) => (p.outcome === 'ranked' && p.rank !== null ? p.rank : null)),
});

export const formatRankValue = (value: number | null): string =>
  value === null ? '' : rankLabel(rankingJa.rank, 'ranked', value);

/** 1位 at the top, whole ranks only, ticks written 'N位'. */
export const RANK_Y_AXIS: YAxisOptions = { reverse: true, integer: true, min: 1, formatTick: (v) => rankingJa.rank.position(v) };

export const pointLabel = (p: RankPoint): string => rankLabel(rankingJa.rank, p.outcome, p.rank, '');

/** The list's stats cells: a missing value is a dash rather than 0位. */
export const statsCells = (stats: RankStats, none: string) => ({
  best: stats.best === null ? none : rankingJa.rank.position(stats.best),
  worst: stats.worst === null ? none : rankingJa.rank.position(stats.worst),
  average: stats.average === null ? none : rankLabel(rankingJa.rank, 'ranked', stats.average),
});
