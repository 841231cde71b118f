// What Lighthouse's simulation waited on before a page's largest paint (BENCH_LCP_PATH=1 in bench-lighthouse.ts).
// Lighthouse does not throttle while it records: Lantern replays the unthrottled trace's requests and main-thread
// tasks on a simulated slow 4G (150 ms round trips, 1.6 Mbps, six connections per host over HTTP/1.1) with the CPU
// 4× slower, and the largest paint is when the last request or task that came before it in the trace ends there.
// This prints that replay: which downloads queued behind others, and which tasks stood in the way. It reads
// Lighthouse's own record of its last simulations (Simulator.allNodeTimings), an internal API that may move.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const SIMULATION = 'optimisticLargestContentfulPaint';
// Shorter simulated tasks are left out: they only make the list long.
const MIN_CPU_MS = 20;

export function lcpPath(): string {
  const all = Lantern.Simulation.Simulator.allNodeTimings;
  const timings = all.get(SIMULATION);
  all.clear();
  if (!timings) return `    (no ${SIMULATION} simulation)\n`;
  const lines: string[] = [];
  const ms = (value: number) => String(Math.round(value)).padStart(5);
  const rows = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of rows) {
    if (node.type === 'network') {
      const url = node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
      lines.push(`    ${ms(timing.startTime)} ${ms(timing.endTime)}  ${url} (${(node.request.transferSize / 1024).toFixed(1)} kB)`);
    } else if (timing.endTime - timing.startTime >= MIN_CPU_MS) {
      lines.push(`    ${ms(timing.startTime)} ${ms(timing.endTime)}  main-thread task (${(node.duration / 1000).toFixed(1)} ms unthrottled)`);
    }
  }
  return `    simulated ms: start end  what (${SIMULATION})\n${lines.join('\n')}\n`;
}
