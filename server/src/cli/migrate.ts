import { ConfigError, loadConfig } from '../config';
import { openDatabase, runMigrations } from '../db/client';
import { DataDirLockedError } from '../db/lock';

// `npm run migrate`: applies the migrations once, for a deployment whose processes start with MIGRATE=false (a
// release runs it before the new processes start). The same settings as the server (DATABASE_URL or DATA_DIR).
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  process.stdout.write(`migrations applied (${database.kind})\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : String(error instanceof Error ? (error.stack ?? error.message) : error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
