import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { loginAs, type Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';
import { linkDemo } from '../reviews/reviews.testing';
import { createPostForm, createPostsTestApp, googleUpdate, updatePostForm } from './posts.testing';

let t: TestApp;
let owner: Signed;
let keys: string[];

beforeAll(async () => {
  t = await createPostsTestApp();
  const demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  keys = [`g_${demo.owner.google[0].id}`];
});
afterAll(() => t.close());

// A noisy photo compresses badly, so it clears Google's 10 KB minimum; EXIF is written in to prove it is removed.
const photo = async (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_v, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } })
    .withMetadata({ exif: { IFD0: { Copyright: '撮影者の秘密' } } })
    .jpeg({ quality: 95 })
    .toBuffer();

const file = (bytes: Buffer, name: string, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

it('stores a photo without its metadata, serves it publicly for Google and replaces or drops it on update', async () => {
  const bytes = await photo(300, 300);
  expect((await sharp(bytes).metadata()).exif).toBeDefined();
  const created = await createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2030/01/07', images: [file(bytes, 'photo.jpg')] }));
  expect(created.statusCode).toBe(200);
  const post = created.json<{ data: { id: number; images: { url: string }[] } }>().data;
  expect(post.images).toHaveLength(1);
  const served = await t.app.inject({ url: new URL(post.images[0].url).pathname });
  expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
  expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

  const kept = await updatePostForm(t, owner, post.id, googleUpdate(keys, { schedule_date: '2030/01/07', summary: '写真はそのまま' }));
  expect(kept.json<{ data: { images: { url: string }[] } }>().data.images).toEqual(post.images);
  const dropped = await updatePostForm(t, owner, post.id, googleUpdate(keys, { schedule_date: '2030/01/07', remove_image: true }));
  expect(dropped.json<{ data: { images: unknown[] } }>().data.images).toEqual([]);
});

it('refuses a file that is not a JPEG or PNG photo of the allowed size, whatever its name says, naming the rule it broke', async () => {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(20_000)}</svg>`);
  const small = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  const cases: [File, string][] = [
    [file(svg, 'photo.jpg'), 'JPEGまたはPNGの写真を選択してください'],
    [file(small, 'small.jpg'), '写真は10KB以上5MB以下にしてください'],
    [file(await photo(120, 600), 'narrow.jpg'), '写真は250×250ピクセル以上にしてください'],
  ];
  for (const [bad, message] of cases) {
    const res = await createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2030/01/07', images: [bad] }));
    expect([res.statusCode, res.json<{ code: string; errors: object }>()]).toEqual([
      422,
      { message: expect.any(String), code: 'image_invalid', errors: { images: [message] } },
    ]);
  }
});

// A trigger makes the database refuse every new or changed row of the table, as a failed write would, while `send` runs.
async function withWritesRefused(table: string, send: () => Promise<{ statusCode: number }>) {
  await t.db.execute(sql.raw(`CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'write refused'; END $$`));
  await t.db.execute(sql.raw(`CREATE TRIGGER refuse_write BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`));
  const put = jest.spyOn(t.deps.storage, 'put');
  try {
    const res = await send();
    return { status: res.statusCode, written: put.mock.calls.map(([key]) => key) };
  } finally {
    put.mockRestore();
    await t.db.execute(sql.raw(`DROP TRIGGER refuse_write ON ${table}`));
    await t.db.execute(sql.raw('DROP FUNCTION refuse_write()'));
  }
}

it('leaves no stored photo behind when the post cannot be saved', async () => {
  const images = [file(await photo(300, 300), 'photo.jpg')];
  const { status, written } = await withWritesRefused('post_settings', () => createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2030/01/07', images })));
  expect(status).toBe(500);
  expect(written).toHaveLength(1);
  expect(await t.deps.storage.exists(written[0])).toBe(false);
});

it('leaves no new photo behind when an update cannot be saved, and keeps the post’s own photo', async () => {
  const created = await createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2030/01/07', images: [file(await photo(300, 300), 'first.jpg')] }));
  const post = created.json<{ data: { id: number; images: { url: string }[] } }>().data;
  const images = [file(await photo(320, 320), 'second.jpg')];
  const { status, written } = await withWritesRefused('post_settings', () => updatePostForm(t, owner, post.id, googleUpdate(keys, { schedule_date: '2030/01/07', images })));
  expect(status).toBe(500);
  expect(written).toHaveLength(1);
  expect(await t.deps.storage.exists(written[0])).toBe(false);
  const served = await t.app.inject({ url: new URL(post.images[0].url).pathname });
  expect(served.statusCode).toBe(200);
});
