import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { BroadcastMessage } from '../../realtime/broadcaster';
import { createTestApp, type TestApp, type TestAppOptions } from '../../testing/test-app';

export interface ExportsTestApp extends TestApp {
  events: BroadcastMessage[];
  storageDir: string;
}

/** A seeded app whose files go to a temp directory, recording every broadcast. */
export async function createExportsTestApp(options: TestAppOptions = {}): Promise<ExportsTestApp> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-test-'));
  const t = await createTestApp({ ...options, configOverrides: { storageDir, ...options.configOverrides } });
  const events: BroadcastMessage[] = [];
  t.deps.broadcaster.subscribe((message) => events.push(message));
  return {
    ...t,
    events,
    storageDir,
    close: async () => {
      await t.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((v) => (v instanceof Date ? v.toISOString() : String(v ?? ''))));
  });
  return rows;
}
