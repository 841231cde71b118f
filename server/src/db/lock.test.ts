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
