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

it('refuses a file that is not a JPEG or PNG photo of the allowed size, whatever its name says', async () => {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(20_000)}</svg>`);
  const small = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  for (const bad of [file(svg, 'photo.jpg'), file(small, 'small.jpg'), file(await photo(120, 600), 'narrow.jpg')]) {
    const res = await createPostForm(t, owner, googleUpdate(keys, { schedule_date: '2030/01/07', images: [bad] }));
    expect([res.statusCode, res.json<{ code: string; errors: object }>()]).toEqual([
      422,
      { message: expect.any(String), code: 'image_invalid', errors: { images: ['画像はJPEGまたはPNG（10KB〜5MB、250×250ピクセル以上）を選択してください'] } },
    ]);
  }
});
