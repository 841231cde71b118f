import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_ENV } from './test-db';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) fs.rmSync(path.dirname(template), { recursive: true, force: true });
}
