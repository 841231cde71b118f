import type { Chart } from 'chart.js';

export type ChartConstructor = typeof Chart;
/** Resolves chart.js's Chart, registered; tests pass a fake, the app loads chart.js lazily (keeps it out of the entry). */
export type ChartLoader = () => Promise<ChartConstructor>;

let loading: Promise<ChartConstructor> | undefined;

export const loadChartJs: ChartLoader = () => {
  loading ??= import('./chart-registry').then(
    (module) => module.Chart,
    (error: unknown) => {
      // A failed chunk load (a deploy in between, a dropped connection) is retried by the next chart that asks.
      loading = undefined;
      throw error;
    },
  );
  return loading;
};
