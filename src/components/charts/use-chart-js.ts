import { useEffect, useRef, useState, type RefObject } from 'react';
import type { KitChartConfiguration } from './chart-config';
import type { ChartConstructor, ChartLoader } from './chart-loader';
import { drawWhenNear } from './chart-scheduler';

export type ChartJsState = { status: 'loading' } | { status: 'ready'; Chart: ChartConstructor } | { status: 'failed' };

/** Loads chart.js once the chart has something to draw; a chart with no data never costs the download. */
export function useChartJs(loadChart: ChartLoader, enabled: boolean): ChartJsState {
  const [state, setState] = useState<ChartJsState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadChart().then(
      (Chart) => live && setState({ status: 'ready', Chart }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [loadChart, enabled]);
  return state;
}

type KitChart = InstanceType<ChartConstructor>;

/**
 * Keeps one chart.js instance on the canvas: created when chart.js and the canvas are there and the canvas is near the
 * viewport (chart-scheduler.ts), updated in place when only data or options change (no flash), recreated when the kind
 * changes, destroyed with the canvas.
 */
export function useChartInstance(canvasRef: RefObject<HTMLCanvasElement | null>, Chart: ChartConstructor | undefined, config: KitChartConfiguration) {
  const current = useRef<{ chart: KitChart; kind: KitChartConfiguration['type'] } | null>(null);

  useEffect(
    () => () => {
      current.current?.chart.destroy();
      current.current = null;
    },
    [],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    const drawn = current.current;
    if (drawn && Chart && canvas && drawn.kind === config.type) {
      drawn.chart.data = config.data;
      drawn.chart.options = config.options ?? {};
      drawn.chart.update();
      return;
    }
    drawn?.chart.destroy();
    current.current = null;
    if (!Chart || !canvas) return;
    return drawWhenNear(canvas, () => {
      current.current = { chart: new Chart(canvas, config) as unknown as KitChart, kind: config.type };
    });
  }, [canvasRef, Chart, config]);
}
