import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { accountGroupMembers, accountGroups } from '../groups/groups.table';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import path from 'node:path';
import { exportChannel } from '../../realtime/broadcaster';
import { loginAs, type Signed } from '../../testing/http';
import { demoFoodsStores } from '../../db/seed/stores.ja';
import { createExportsTestApp, readXlsx, type ExportsTestApp } from './exports.testing';
import { runExport, sweepExports } from './exports.jobs';
import { attachmentDisposition } from './content-disposition';

let t: ExportsTestApp;
let owner: Signed;
beforeAll(async () => {
  // A TTL shorter than the session's, so the expiry test still has a live session.
  t = await createExportsTestApp({ configOverrides: { exportTtlSeconds: 3600 } });
  owner = await loginAs(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

interface DataFileJson {
  id: number;
  status: string;
  file_name: string;
  download_url: string | null;
  is_expired: boolean;
  error_message: string | null;
}
const listFiles = async (who: Signed) => {
  const res = await t.inject({ method: 'GET', url: '/api/data-files', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: DataFileJson[]; pagination: { total: number } }>();
};
const download = (who: Signed, id: number) => t.app.inject({ method: 'GET', url: `/api/data-files/${id}`, headers: { cookie: who.cookie } });
const requestExport = async (format: 'xlsx' | 'pdf', who = owner) => {
  const res = await t.inject({ method: 'POST', url: '/api/exports/store-list', headers: who.headers, payload: { format } });
  expect(res.statusCode).toBe(200);
  return res.json<{ message: string; data: { id: number; status: string } }>();
};

it('queues a store-list export, the job writes the xlsx, publishes the URL and the file downloads with its Japanese name', async () => {
  const accepted = await requestExport('xlsx');
  expect(accepted.message).toBe('データファイルを作成しています。完了までしばらくお待ちください。');
  expect(accepted.data.status).toBe('queued');
  const queued = await listFiles(owner);
  expect(queued.data[0]).toMatchObject({ id: accepted.data.id, status: 'queued', download_url: null });
  expect(queued.data[0].file_name).toMatch(/^店舗一覧_\d{8}\.xlsx$/);

  await runExport(t.deps, accepted.data.id);
  const [file] = (await listFiles(owner)).data;
  expect(file).toMatchObject({ status: 'completed', download_url: `/api/data-files/${accepted.data.id}`, is_expired: false });
  expect(t.events).toContainEqual({
    channel: exportChannel('demo-owner'),
    event: 'ExportExcelCompleted',
    data: { message: `/api/data-files/${accepted.data.id}` },
  });

  const res = await download(owner, accepted.data.id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toBe(attachmentDisposition(file.file_name));
  expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('店舗一覧')}_`);
  expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  const rows = await readXlsx(res.rawPayload);
  expect(rows[0]).toEqual([
    '店舗コード',
    '店舗名',
    '都道府県',
    '住所',
    '電話番号',
    'Googleビジネスプロフィール連携',
    'Yahoo!プレイス連携',
    '店舗情報グループ',
    'カスタムグループ',
    '登録日時',
  ]);
  expect(rows).toHaveLength(1 + demoFoodsStores.length);
  expect(rows.slice(1).map((r) => r[1])).toEqual(demoFoodsStores.map((s) => s.name));
  expect(rows[1]).toEqual(expect.arrayContaining(['DF-001', 'デモ食堂 渋谷店', '東京都', '未連携']));
});

it('shows the link state and the group names of each store', async () => {
  const [store] = await t.db.select().from(stores).where(eq(stores.storeCode, 'DF-002'));
  const [account] = await t.db
    .insert(localAccounts)
    .values({ companyId: store.companyId, provider: 'google', providerLocationId: 'locations/e2e', title: store.name, address: store.address, status: 'linked', storeId: store.id })
    .returning();
  const groups = await t.db
    .insert(accountGroups)
    .values([
      { companyId: store.companyId, kind: 'business_info', name: '関西エリア' },
      { companyId: store.companyId, kind: 'custom', name: '駅前店舗' },
    ])
    .returning();
  await t.db.insert(accountGroupMembers).values(groups.map((g) => ({ groupId: g.id, localAccountId: account.id })));
  const { data } = await requestExport('xlsx');
  await runExport(t.deps, data.id);
  const rows = await readXlsx((await download(owner, data.id)).rawPayload);
  const row = rows.find((r) => r[0] === 'DF-002');
  expect(row?.slice(5, 9)).toEqual(['連携済み', '未連携', '関西エリア', '駅前店舗']);
  expect(rows.find((r) => r[0] === 'DF-001')?.slice(5, 9)).toEqual(['未連携', '未連携', '', '']);
});

it('runs the job once: a second run of a completed export publishes nothing', async () => {
  const { data } = await requestExport('xlsx');
  await runExport(t.deps, data.id);
  const before = t.events.length;
  expect(await runExport(t.deps, data.id)).toBeNull();
  expect(t.events).toHaveLength(before);
});

it('writes a PDF with the embedded Japanese font and announces it as a report', async () => {
  const { data } = await requestExport('pdf');
  await runExport(t.deps, data.id);
  expect(t.events.at(-1)).toEqual({ channel: exportChannel('demo-owner'), event: 'ExportReportCompleted', data: { message: `/api/data-files/${data.id}` } });
  const res = await download(owner, data.id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
});

it('keeps files private: another company and another user of the same company get 404 and an empty list', async () => {
  const { data } = await requestExport('xlsx');
  await runExport(t.deps, data.id);
  const partner = await loginAs(t, 'partner');
  const staff = await loginAs(t, 'staff');
  for (const other of [partner, staff]) {
    expect((await download(other, data.id)).statusCode).toBe(404);
    expect((await listFiles(other)).data).toEqual([]);
    const retry = await t.inject({ method: 'POST', url: `/api/data-files/${data.id}/retry`, headers: other.headers });
    expect(retry.statusCode).toBe(404);
  }
  expect((await download(owner, 999_999)).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: `/api/data-files/${data.id}` })).statusCode).toBe(401);
});

it('answers 409 before the file exists and 410 once it expired; the sweep then removes the stored bytes', async () => {
  const { data } = await requestExport('xlsx');
  expect((await download(owner, data.id)).statusCode).toBe(409);
  await runExport(t.deps, data.id);
  expect((await download(owner, data.id)).statusCode).toBe(200);
  t.clock.advance(t.deps.config.exportTtlSeconds + 1);
  const gone = await download(owner, data.id);
  expect(gone.statusCode).toBe(410);
  expect(gone.json<{ message: string }>().message).toBe('ダウンロードの有効期限が切れています。もう一度データファイルを作成してください。');
  const listed = (await listFiles(owner)).data.find((f) => f.id === data.id);
  expect(listed).toMatchObject({ status: 'completed', is_expired: true, download_url: null });
  expect((await sweepExports(t.deps)).purged).toBeGreaterThan(0);
  expect(fs.readdirSync(path.join(t.storageDir, 'exports'), { recursive: true }).filter((f) => String(f).endsWith('.xlsx'))).toEqual([]);
  expect((await download(owner, data.id)).statusCode).toBe(410);
});

it('needs the settingsBusiness right to request and validates the format', async () => {
  const staff = await loginAs(t, 'staff');
  const denied = await t.inject({ method: 'POST', url: '/api/exports/store-list', headers: staff.headers, payload: { format: 'xlsx' } });
  expect(denied.statusCode).toBe(403);
  const invalid = await t.inject({ method: 'POST', url: '/api/exports/store-list', headers: owner.headers, payload: { format: 'csv' } });
  expect(invalid.statusCode).toBe(422);
  const noCsrf = await t.inject({ method: 'POST', url: '/api/exports/store-list', headers: { cookie: owner.cookie }, payload: { format: 'xlsx' } });
  expect(noCsrf.statusCode).toBe(403);
});
