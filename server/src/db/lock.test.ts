import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDirLock, DataDirLockedError } from './lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'meo-lock-'));

it('refuses a directory held by a live process, in Japanese and English', () => {
  const dir = tmp();
  // pid 1 always exists.
  fs.writeFileSync(path.join(dir, '.lock'), '1');
  expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
  expect(() => acquireDirLock(dir)).toThrow(/使用中です[\s\S]*in use by another process/);
});

it('takes over the lock of a dead process and releases it', () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, '.lock'), '999999999');
  const lock = acquireDirLock(dir);
  expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
  lock.release();
  expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
});

// What a restart after `kill -9` meets: the lock file of a process that died without releasing it, possibly not
// yet reaped by its parent (a zombie still answers signal 0).
it('takes over the lock of a process killed with SIGKILL, reaped or not', async () => {
  const dir = tmp();
  const file = path.join(dir, '.lock');
  const holder = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(file)}, String(process.pid), { flag: 'wx' }); process.stdout.write('held'); setInterval(() => {}, 1000);`]);
  await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
  expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
  const pid = holder.pid ?? 0;
  holder.kill('SIGKILL');
  // This test's own event loop reaps the child, so while this loop spins it is a zombie.
  const deadline = Date.now() + 5000;
  const state = () => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    } catch {
      return 'gone';
    }
  };
  while (!['Z', 'gone'].includes(state()) && Date.now() < deadline);
  const lock = acquireDirLock(dir);
  expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
  lock.release();
  await new Promise((resolve) => (holder.exitCode !== null || holder.signalCode !== null ? resolve(null) : holder.once('exit', resolve)));
});
