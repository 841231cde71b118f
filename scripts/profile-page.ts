// Where a page's main-thread time goes (performance issue): loads signed-in pages in Chromium with the CPU slowed 4×
// (Lighthouse's mobile preset; PROFILE_CPU) and a cold cache, records a trace, and prints when the API calls and the
// page's chunks went out, the LCP candidates, the layout shifts, and every task over 50 ms (PROFILE_LONG_MS) with the
// trace events and the functions that filled it. Lighthouse gives the score; this gives the reason. It is a report and
// exits 0 unless it crashed.
//
//   npm start                                         (another terminal; the demo data signs in as the owner)
//   npx tsx scripts/profile-page.ts /review /dashboard
//   PROFILE_BASE=http://127.0.0.1:3222 PROFILE_WAIT_MS=12000 npx tsx scripts/profile-page.ts /ranking
//   PROFILE_CPU=1 PROFILE_LONG_MS=12 PROFILE_STACKS=1 npx tsx scripts/profile-page.ts /review
//
// Lighthouse's mobile preset does not slow the CPU while it records: it multiplies the tasks of an unslowed trace by
// four. PROFILE_CPU=1 with PROFILE_LONG_MS=12 shows the tasks it will count as long; PROFILE_STACKS=1 adds the call
// stacks that led to each task's busiest function (how the link preloading inside the session guard's commit showed).
//
// Function names are readable when the served build is not minified: `npx vite build --minify false`.
import { chromium, type BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD, demoUsers } from '../server/src/db/seed-demo';
import { authJa } from '../src/shared/i18n/auth.ja';

const BASE = process.env.PROFILE_BASE ?? 'http://127.0.0.1:3000';
const WAIT_MS = Number(process.env.PROFILE_WAIT_MS ?? 8000);
const LONG_TASK_US = Number(process.env.PROFILE_LONG_MS ?? 50) * 1000;
const CPU_SLOWDOWN = Number(process.env.PROFILE_CPU ?? 4);

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

async function signIn(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel(authJa.auth.email).fill(demoUsers.owner.email);
  await page.getByLabel(authJa.auth.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: authJa.auth.login }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.close();
}

/** The CPU samples of one renderer process, as [time, node] pairs, and the node table to name them. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') ts = Number(event.args?.data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

const top = (totals: Map<string, number>, count: number): string =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0)} ${name}`)
    .join(', ');

function report(path: string, events: TraceEvent[]): void {
  // The page's renderer is the one that requested the app's assets (the new-tab page has a renderer of its own).
  const pid = events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').includes('/assets/'))?.pid;
  const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  if (pid === undefined || tid === undefined) throw new Error(`${path}: no renderer in the trace`);
  // Time zero: the navigation's start, or failing that the request for the page itself.
  const start =
    events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').endsWith(path))?.ts ??
    events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').endsWith(path))?.ts ??
    Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
  const at = (ts: number) => `${((ts - start) / 1000).toFixed(0).padStart(6)} ms`;
  const { nodes, samples } = samplesOf(events, pid);
  const parentOf = new Map<number, number>();
  for (const node of nodes.values()) if (node.parent !== undefined) parentOf.set(node.id, node.parent);
  const name = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    return frame ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}` : '?';
  };
  process.stdout.write(`\n=== ${path}\n`);
  for (const e of events.filter((x) => x.pid === pid).sort((a, b) => a.ts - b.ts)) {
    const url = String(e.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    if (e.name === 'ResourceSendRequest' && /^\/api\/|-screen|-layout/.test(url)) process.stdout.write(`${at(e.ts)}  request ${url.slice(0, 90)}\n`);
    if (e.name === 'largestContentfulPaint::Candidate') process.stdout.write(`${at(e.ts)}  LCP candidate ${String(e.args?.data?.nodeName ?? '')} ${String(e.args?.data?.size ?? '')} px²\n`);
    if (e.name === 'LayoutShift') process.stdout.write(`${at(e.ts)}  layout shift ${Number(e.args?.data?.score ?? 0).toFixed(4)}\n`);
  }
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_US).sort((a, b) => a.ts - b.ts);
  const blocking = tasks.reduce((sum, task) => sum + ((task.dur ?? 0) - LONG_TASK_US) / 1000, 0);
  process.stdout.write(`tasks over ${LONG_TASK_US / 1000} ms: ${tasks.length}, blocking time ${blocking.toFixed(0)} ms (CPU ${CPU_SLOWDOWN}× slower, network unthrottled)\n`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const traced = new Map<string, number>();
    for (const e of events) {
      if (e.pid === pid && e.tid === tid && e.ph === 'X' && e.name !== 'RunTask' && e.ts >= task.ts && e.ts < end) traced.set(e.name, (traced.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    inside.forEach((sample, i) => {
      const key = name(sample.node);
      self.set(key, (self.get(key) ?? 0) + ((inside[i + 1]?.ts ?? end) - sample.ts) / 1000);
    });
    process.stdout.write(`${at(task.ts)}  task ${((task.dur ?? 0) / 1000).toFixed(0)} ms\n    events: ${top(traced, 5)}\n    self: ${top(self, 6)}\n`);
    if (process.env.PROFILE_STACKS) {
      const busiest = [...self].sort((a, b) => b[1] - a[1])[0]?.[0];
      const stacks = new Map<string, number>();
      inside.forEach((sample, i) => {
        if (name(sample.node) !== busiest) return;
        const chain: string[] = [];
        for (let node: number | undefined = sample.node; node !== undefined && chain.length < 14; node = parentOf.get(node)) chain.push(name(node).split(' ')[0]);
        const key = chain.join(' < ');
        stacks.set(key, (stacks.get(key) ?? 0) + ((inside[i + 1]?.ts ?? end) - sample.ts) / 1000);
      });
      for (const [stack, ms] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 3)) process.stdout.write(`      ${ms.toFixed(0)} ms: ${stack}\n`);
    }
  }
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2);
  if (pages.length === 0) throw new Error('name the pages: npx tsx scripts/profile-page.ts /review /dashboard');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await signIn(context);
    for (const path of pages) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] });
      await page.goto(`${BASE}${path}`);
      await page.waitForTimeout(WAIT_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      report(path, trace.traceEvents);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
