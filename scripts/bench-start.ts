// Start-up bench (performance issue: "ready ≤ 3 s from launch on an existing data directory", "≤ 600 MB RSS on the
// demo data"). Starts the server as `npm start` does (SEED_DEMO=true, the embedded database, the built console) on an
// empty data directory, then again on the directory the first start left. For each: seconds from process launch to
// the first answer of /api/health, and the server process's peak (VmHWM) and current RSS 20 s after it is ready,
// when the demo's first jobs have run. The server runs as one process (node --import tsx) so its /proc entry is it.
//
//   npx tsx scripts/bench-start.ts          (build the console first: npm run build:web)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SETTLE_MS = Number(process.env.BENCH_START_SETTLE_MS ?? 20_000);
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const origin = `http://127.0.0.1:${PORT}`;

const memory = (pid: number): { peakMb: number; rssMb: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
};

async function startOnce(label: string, dataDir: string): Promise<string> {
  const launched = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label}: the server exited with ${child.exitCode}`);
      if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const readyS = (performance.now() - launched) / 1000;
    const atReady = memory(child.pid!);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const settled = memory(child.pid!);
    return `${label.padEnd(22)} ready ${readyS.toFixed(2)} s from launch · RSS at ready ${atReady.rssMb.toFixed(0)} MB · after ${SETTLE_MS / 1000} s ${settled.rssMb.toFixed(0)} MB · peak ${settled.peakMb.toFixed(0)} MB`;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meo-bench-start-'));
  try {
    const lines = [await startOnce('first start (empty)', dataDir), await startOnce('restart (existing)', dataDir)];
    process.stdout.write(`\n${lines.join('\n')}\ngoals: ready ≤ 3 s on an existing directory, RSS ≤ 600 MB on the demo data\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
