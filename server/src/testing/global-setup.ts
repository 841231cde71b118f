import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTemplate, TEMPLATE_ENV } from './test-db';

// One migrated PGlite data directory for the whole run; each test file copies it (about 1 s instead of 5–25 s).
// Workers inherit the environment, so the path travels in an environment variable.
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-test-template-'));
  const dataDir = path.join(root, 'data');
  await createTemplate(dataDir);
  process.env[TEMPLATE_ENV] = dataDir;
}
