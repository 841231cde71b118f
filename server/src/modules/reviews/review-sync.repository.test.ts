import { openDatabase } from '../../db/client';
import { companies } from '../../tenancy/tenancy.table';
import { openTestDatabase, type TestDatabase } from '../../testing/test-db';
import { takeReviewSyncSlot } from './review-sync.repository';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

const GAP = 60_000;

it('gives a company one sync request a minute, however many processes ask at the same moment', async () => {
  const { db } = testDb.database;
  const [a, b] = await db.insert(companies).values([{ corporateName: 'A社', ownership: 'allgrow' }, { corporateName: 'B社', ownership: 'partner' }]).returning({ id: companies.id });
  // On PostgreSQL a second connection stands for a second API process; PGlite serves one process.
  const other = testDb.database.kind === 'pg' ? await openDatabase({ databaseUrl: testDb.database.connectionString, dataDir: testDb.dataDir }) : testDb.database;
  try {
    const at = new Date('2026-11-27T03:00:00Z');
    const answers = await Promise.all([...Array(5)].flatMap(() => [takeReviewSyncSlot(db, a.id, at, GAP), takeReviewSyncSlot(other.db, a.id, at, GAP)]));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await takeReviewSyncSlot(other.db, b.id, at, GAP)).toBe(true);
    expect(await takeReviewSyncSlot(db, a.id, new Date(at.getTime() + GAP - 1), GAP)).toBe(false);
    expect(await takeReviewSyncSlot(other.db, a.id, new Date(at.getTime() + GAP), GAP)).toBe(true);
  } finally {
    if (other !== testDb.database) await other.close();
  }
});
