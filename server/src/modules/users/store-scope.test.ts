import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { demoUsers } from '../../db/seed-demo';
import { users } from '../../tenancy/tenancy.table';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { exportFiles } from '../exports/exports.table';
import { writeReviewsExport } from '../reviews/reviews.export';
import { insertReviews, linkDemo, type LinkedDemo } from '../reviews/reviews.testing';

// A store user sees only the stores assigned to them (the demo staff user runs DF-001 and DF-002), wherever a store
// list or a store key reaches the server: the picker, the review inbox, replies, exports and posts.
let t: TestApp;
let demo: LinkedDemo;
let staff: Signed;
let ownReview: number;
let otherReview: number;
const byCode = (code: string) => {
  const found = demo.owner.google.find((g) => g.storeCode === code);
  if (!found) throw new Error(`no linked Google account for ${code}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  [ownReview, otherReview] = await insertReviews(t, demo.ownerCompanyId, [
    { localAccountId: byCode('DF-001').id, postedAt: new Date('2026-11-01T00:00:00Z'), comment: '渋谷店の口コミ' },
    { localAccountId: byCode('DF-005').id, postedAt: new Date('2026-11-02T00:00:00Z'), comment: '他店の口コミ' },
  ]);
  staff = await loginAs(t, 'staff');
});
afterAll(async () => {
  await t.close();
});

const get = (as: Signed, url: string) => t.inject({ url, headers: as.headers });

it('offers a store user only their stores in the store picker', async () => {
  const body = (await get(staff, '/api/local-accounts')).json<{ data: { local_accounts: { local_account_id: string }[] } }>();
  expect(body.data.local_accounts.map((a) => a.local_account_id).sort()).toEqual([`g_${byCode('DF-001').id}`, `g_${byCode('DF-002').id}`].sort());
  const owner = (await get(await loginAs(t, 'owner'), '/api/local-accounts')).json<{ data: { local_accounts: unknown[] } }>();
  expect(owner.data.local_accounts).toHaveLength(3);
});

it('shows only their reviews, and treats another store of the company as not found', async () => {
  const listed = (await get(staff, '/api/reviews')).json<{ data: { id: number }[] }>();
  expect(listed.data.map((r) => r.id)).toEqual([ownReview]);
  expect((await get(staff, `/api/reviews?local_account_ids=g_${byCode('DF-005').id}`)).statusCode).toBe(404);
  const reply = await t.inject({ method: 'POST', url: '/api/reviews/reply', headers: staff.headers, payload: { review_id: otherReview, comment: 'ありがとうございます' } });
  expect(reply.statusCode).toBe(404);
});

it('exports only their reviews, though the file is written later without a session', async () => {
  const requested = await t.inject({ method: 'POST', url: '/api/reviews/file', headers: staff.headers, payload: { format: 'xlsx' } });
  expect(requested.statusCode).toBe(200);
  const [file] = await t.db.select().from(exportFiles).where(eq(exportFiles.id, requested.json<{ data: { id: number } }>().data.id));
  const bytes = await writeReviewsExport(t.db, { companyId: demo.ownerCompanyId, format: 'xlsx', generatedAt: new Date(), params: file.params ?? {} });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const comments: unknown[] = [];
  workbook.worksheets[0].eachRow((row, n) => n > 1 && comments.push((row.values as unknown[])[6]));
  expect(comments).toEqual(['渋谷店の口コミ']);
  expect(file.params).toMatchObject({ account_scope: [byCode('DF-001').id, byCode('DF-002').id, ...demo.owner.yahoo.filter((y) => y.storeCode === 'DF-002').map((y) => y.id)].sort((a, b) => a - b) });
});

it('treats another store as not found in the post list filter', async () => {
  expect((await get(staff, `/api/post-management/post-settings?local_account_ids=g_${byCode('DF-005').id}`)).statusCode).toBe(404);
});

it('follows a change of stores by an admin at the next sign-in', async () => {
  const owner = await loginAs(t, 'owner');
  const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoUsers.staff.email));
  const changed = await t.inject({ method: 'PUT', url: `/api/users/${id}`, headers: owner.headers, payload: { user_name: '佐藤 花子', user_type: 'store', local_account_ids: [`g_${byCode('DF-005').id}`] } });
  expect(changed.statusCode).toBe(200);
  const again = await loginAs(t, 'staff');
  expect((await get(again, '/api/reviews')).json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual([otherReview]);
});
