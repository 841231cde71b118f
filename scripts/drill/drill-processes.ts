import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { NODE_COMMAND } from './scale-topology';

// Child processes of the drills. Each runs `node --import tsx <entry>` (NODE_COMMAND, as in deploy/compose.yaml) directly, so the pid the drill holds is
// the process that owns the port and the data directory: SIGKILL reaches the server itself, not a wrapper shell.

export interface DrillProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nothing listens on right now (the emulators need theirs before they start: their consent pages name it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function startProcess(options: { name: string; entry: string; env: NodeJS.ProcessEnv; logFile: string; cwd: string }): DrillProcess {
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...NODE_COMMAND.slice(1), options.entry], { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name: options.name, child, exited };
}

/** A drill's progress line, on stderr (stdout carries only the figures line). */
export const say = (line: string): void => void process.stderr.write(`drill: ${line}\n`);
export const seconds = (ms: number): string => (ms / 1000).toFixed(1);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers a value (not undefined) or the time is up. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, options: { timeoutMs: number; intervalMs: number; alive?: DrillProcess }): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (options.alive && options.alive.child.exitCode !== null) throw new Error(`${options.alive.name} exited (code ${options.alive.child.exitCode}) while waiting for ${what}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(options.intervalMs);
  }
  const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
  throw new Error(`timed out waiting for ${what}${reason}`);
}

/** SIGTERM, then SIGKILL when the process has not exited in time; resolves once it is gone (and reaped). */
export async function stopProcess(proc: DrillProcess, graceMs = 10_000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

export function tailOf(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
