import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGoogleLimiter } from '../registry';
import { openCallJournal } from './call-journal';
import { FakeClock } from './provider-clock';
import { googleLimitKeys } from './rate-limiter';

const MINUTE = 60_000;

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'call-journal-'));
  file = path.join(dir, 'google-calls.journal');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A process's Google limiter over the journal in `file`, as deps.ts builds it, on a clock at `start`. */
function processAt(start: number) {
  const clock = new FakeClock({ start });
  const journal = openCallJournal(file, { now: start, retainMs: MINUTE });
  return { clock, journal, limiter: createGoogleLimiter(clock, journal) };
}

describe('the Google call journal: the limiter remembers the last minute across a crash', () => {
  it('a process started again after a kill waits out the quota the killed one spent, on the project and on each profile', async () => {
    const killed = processAt(0);
    for (let profile = 0; profile < 30; profile += 1) {
      for (let edit = 0; edit < 10; edit += 1) await killed.limiter.acquire(googleLimitKeys.edit(`loc-${profile}`));
    }
    expect(killed.clock.now()).toBe(0);
    // No close: SIGKILL gives the process no chance to flush or tidy up.

    const restarted = processAt(5_000);
    expect(restarted.journal.past).toHaveLength(300);
    await restarted.limiter.acquire(googleLimitKeys.read());
    // The project's 300 calls of the killed process leave the sending window (Google's minute and a second of margin,
    // registry.ts) at 61,001 ms, not 5 s after the restart.
    expect(restarted.clock.now()).toBe(MINUTE + 1_001);
    await restarted.limiter.acquire(googleLimitKeys.edit('loc-0'));
    expect(restarted.limiter.stats().recordedCalls).toBeGreaterThan(0);
    restarted.journal.close();
  });

  it('a profile the killed process edited ten times waits for its own window even when the project has room', async () => {
    const killed = processAt(0);
    for (let edit = 0; edit < 10; edit += 1) await killed.limiter.acquire(googleLimitKeys.edit('loc-1'));
    const restarted = processAt(20_000);
    await restarted.limiter.acquire(googleLimitKeys.edit('loc-2'));
    expect(restarted.clock.now()).toBe(20_000);
    await restarted.limiter.acquire(googleLimitKeys.edit('loc-1'));
    expect(restarted.clock.now()).toBe(MINUTE + 1);
    restarted.journal.close();
  });

  it('forgets calls older than the window and a line cut short by the kill, and rewrites the file to what still counts', async () => {
    const first = processAt(0);
    for (let call = 0; call < 5; call += 1) await first.limiter.acquire(googleLimitKeys.read());
    await first.clock.advance(50_000);
    await first.limiter.acquire(googleLimitKeys.edit('loc-1'));
    fs.appendFileSync(file, '[50001,["google:pro');

    const second = processAt(90_000);
    expect(second.journal.past).toEqual([{ at: 50_000, keys: ['google:project', 'google:edit:loc-1'] }]);
    expect(fs.readFileSync(file, 'utf8')).toBe('[50000,["google:project","google:edit:loc-1"]]\n');
    second.journal.close();
  });

  it('keeps the file small: every so many lines it is rewritten to the last window', () => {
    const journal = openCallJournal(file, { now: 0, retainMs: MINUTE, compactEvery: 10 });
    for (let at = 0; at < 25; at += 1) journal.record(['google:project'], at * 10_000);
    journal.close();
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    // Rewritten at the 10th and 20th lines (keeping 60 s back from the newest), then 5 appended.
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(lines.at(-1)).toBe('[240000,["google:project"]]');
  });
});
