import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgliteOutsideSandbox } from '../testing/pglite-outside-sandbox';
import { openDatabase, pgliteDir } from './client';

describe('openDatabase on an empty data directory', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-client-test-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the cluster before opening it, and a second open finds it as it was left', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir, lock: false, createPglite: createPgliteOutsideSandbox });
    expect(fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))).toBe(true);
    if (first.kind !== 'pglite') throw new Error('expected the embedded database');
    await first.pglite.exec("create table kept (note text); insert into kept values ('残す')");
    await first.close();

    const second = await openDatabase({ databaseUrl: null, dataDir, lock: false, createPglite: createPgliteOutsideSandbox });
    if (second.kind !== 'pglite') throw new Error('expected the embedded database');
    const { rows } = await second.pglite.query<{ note: string }>('select note from kept');
    await second.close();
    expect(rows).toEqual([{ note: '残す' }]);
  }, 60_000);
});
