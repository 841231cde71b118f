import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkDemo, type LinkedDemo } from '../reviews/reviews.testing';
import { buildPhoto, buildPngBomb, buildVideo, SVG_BYTES } from './media-fixtures.testing';
import { postMedia, type MultipartField } from './media-posting.testing';
import { mediaPosts } from './media-posting.table';

let t: TestApp;
let demo: LinkedDemo;
let owner: Signed;
let store: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await linkDemo(t);
  owner = await loginAs(t, 'owner');
  store = `g_${demo.owner.google[0].id}`;
});
afterAll(async () => {
  await t.close();
});

const upload = (file: MultipartField, extra: Record<string, MultipartField> = {}) =>
  postMedia(t, owner, { file, category: 'FOOD_AND_DRINK', local_account_ids: [store], ...extra });

const refusal = async (file: MultipartField) => {
  const res = await upload(file);
  return { status: res.statusCode, code: res.json<{ code: string }>().code, errors: res.json<{ errors?: Record<string, string[]> }>().errors };
};

describe('the upload checks, on the file field with stable codes', () => {
  it('refuses bytes that are not a JPEG, PNG, MP4 or MOV whatever the file is called', async () => {
    const text = Buffer.from('これは写真ではありません。'.repeat(1000));
    expect(await refusal({ bytes: text, filename: 'photo.jpg', contentType: 'image/jpeg' })).toEqual({
      status: 422,
      code: 'media_type_unsupported',
      errors: { file: ['JPEG・PNGの写真、またはMP4・MOVの動画を選択してください'] },
    });
  });

  it('refuses SVG, even named and typed as a PNG', async () => {
    expect(await refusal({ bytes: SVG_BYTES, filename: 'logo.png', contentType: 'image/png' })).toMatchObject({ status: 422, code: 'media_type_unsupported' });
    expect(await refusal({ bytes: SVG_BYTES, filename: 'logo.svg', contentType: 'image/svg+xml' })).toMatchObject({ status: 422, code: 'media_type_unsupported' });
  });

  it('refuses a photo under 10 KB and one under 250×250 pixels', async () => {
    const tiny = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    expect(tiny.length).toBeLessThan(10 * 1024);
    expect(await refusal({ bytes: tiny, filename: 'a.jpg' })).toEqual({ status: 422, code: 'media_too_small', errors: { file: ['写真のファイルサイズは10KB以上にしてください'] } });
    expect(await refusal({ bytes: await buildPhoto(240, 400), filename: 'narrow.jpg' })).toEqual({
      status: 422,
      code: 'media_dimensions_too_small',
      errors: { file: ['写真は縦横250ピクセル以上にしてください'] },
    });
  });

  it('refuses a decompression bomb by its declared size, before decoding it', async () => {
    const bomb = buildPngBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal({ bytes: bomb, filename: 'bomb.png' })).toEqual({ status: 422, code: 'media_too_many_pixels', errors: { file: ['画像の解像度が大きすぎます'] } });
  });

  it('refuses a video shorter than the minimum with 動画が短すぎます, and one over 30 seconds', async () => {
    expect(await refusal({ bytes: buildVideo(0.5), filename: 'clip.mp4' })).toEqual({ status: 422, code: 'video_too_short', errors: { file: ['動画が短すぎます'] } });
    expect(await refusal({ bytes: buildVideo(31, { brand: 'qt  ' }), filename: 'long.mov' })).toMatchObject({ status: 422, code: 'video_too_long' });
  });

  it('refuses a video whose length the container does not tell', async () => {
    // A fragmented recording cut off before its first fragment: the movie header says 0 and nothing adds up to more.
    expect(await refusal({ bytes: buildVideo(0, { fragmented: true }), filename: 'cut.mp4' })).toMatchObject({ status: 422, code: 'video_duration_unknown' });
  });

  it('refuses a request without a file, and a store that is not the company’s', async () => {
    const missing = await postMedia(t, owner, { category: 'COVER', local_account_ids: [store] });
    expect([missing.statusCode, missing.json<{ errors: Record<string, string[]> }>().errors]).toEqual([422, { file: ['入力してください'] }]);
    const foreign = await postMedia(t, owner, { file: { bytes: await buildPhoto(300, 300), filename: 'a.jpg' }, category: 'COVER', local_account_ids: ['g_999999'] });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('an accepted photo', () => {
  it('is stored re-encoded without its EXIF (camera, GPS), upright, with a JPEG thumbnail', async () => {
    // 400×300 stored sideways: EXIF orientation 6 says to turn it a quarter, so it is 300 wide and 400 high upright.
    const original = await buildPhoto(400, 300, 'jpeg', { exifOrientation: 6 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload({ bytes: original, filename: 'IMG_0001.JPG', contentType: 'image/jpeg' }, { description: '季節のランチです' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: Record<string, unknown> }>();
    expect(body.message).toBe('写真投稿を登録しました');
    expect(body.data).toMatchObject({ media_format: 'PHOTO', category: 'FOOD_AND_DRINK', description: '季節のランチです', width: 300, height: 400, scheduled_at: null, status: 0 });
    expect(body.data.thumbnail_url).toBe(`/api/media-post/thumbnails/${String(body.data.id)}`);

    const [row] = await t.db.select().from(mediaPosts).where(eq(mediaPosts.id, Number(body.data.id)));
    const stored = await t.deps.storage.get(row.fileKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect({ exif: meta.exif, orientation: meta.orientation, width: meta.width, height: meta.height, format: meta.format }).toEqual({
      exif: undefined,
      orientation: undefined,
      width: 300,
      height: 400,
      format: 'jpeg',
    });

    const thumb = await t.app.inject({ url: body.data.thumbnail_url as string, headers: owner.headers });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)]).toEqual(['jpeg', 320]);
  });

  it('takes a schedule in Asia/Tokyo, in the future and within a year', async () => {
    const photo = { bytes: await buildPhoto(300, 300, 'png'), filename: 'a.png' };
    const past = await upload(photo, { scheduled_at: '2001/01/01 09:00' });
    expect([past.statusCode, past.json<{ errors: unknown }>().errors]).toEqual([422, { scheduled_at: ['投稿日時は現在より後の日時を指定してください'] }]);
    const later = new Date(t.clock.now().getTime() + 2 * 86_400_000);
    const jst = new Date(later.getTime() + 9 * 3_600_000).toISOString();
    const when = `${jst.slice(0, 4)}/${jst.slice(5, 7)}/${jst.slice(8, 10)} 10:30`;
    const res = await upload(photo, { scheduled_at: when });
    expect([res.statusCode, res.json<{ data: { scheduled_at: string; media_format: string } }>().data]).toMatchObject([200, { scheduled_at: when, media_format: 'PHOTO' }]);
  });

  it('accepts a video of a few seconds as it came, with its duration and no thumbnail', async () => {
    const res = await upload({ bytes: buildVideo(12), filename: 'shop.mp4' });
    expect([res.statusCode, res.json<{ data: unknown }>().data]).toMatchObject([200, { media_format: 'VIDEO', duration_seconds: 12, thumbnail_url: null }]);
  });

  it('accepts a silent video (a screen recording, no sound track) with its duration', async () => {
    const video = buildVideo(5, { silent: true, mediaBytes: 64 * 1024 });
    const res = await upload({ bytes: video, filename: 'screen-recording.mp4' });
    expect([res.statusCode, res.json<{ data: unknown }>().data]).toMatchObject([200, { media_format: 'VIDEO', duration_seconds: 5, file_size: video.length }]);
    const silentMov = await upload({ bytes: buildVideo(7.5, { silent: true, brand: 'qt  ', moovLast: true, mediaBytes: 1024 }), filename: 'ScreenRecording.MOV' });
    expect([silentMov.statusCode, silentMov.json<{ data: unknown }>().data]).toMatchObject([200, { media_format: 'VIDEO', duration_seconds: 7.5 }]);
  });

  it('accepts a video larger than the app-wide 20 MB upload limit (Google takes up to 75 MB)', async () => {
    const video = buildVideo(20, { mediaBytes: 25 * 1024 * 1024 });
    const res = await upload({ bytes: video, filename: 'long-shot.mov' });
    expect([res.statusCode, res.json<{ data: unknown }>().data]).toMatchObject([200, { media_format: 'VIDEO', file_size: video.length }]);
  });
});

describe('a post that cannot be saved', () => {
  // A trigger makes the database refuse every new media post, as a failed insert would, while `send` runs.
  async function withInsertsRefused(send: () => Promise<{ statusCode: number }>) {
    await t.db.execute(sql.raw(`CREATE FUNCTION refuse_media_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'insert refused'; END $$`));
    await t.db.execute(sql.raw('CREATE TRIGGER refuse_media_insert BEFORE INSERT ON media_posts FOR EACH ROW EXECUTE FUNCTION refuse_media_insert()'));
    const put = jest.spyOn(t.deps.storage, 'put');
    try {
      const res = await send();
      return { status: res.statusCode, written: put.mock.calls.map(([key]) => key) };
    } finally {
      put.mockRestore();
      await t.db.execute(sql.raw('DROP TRIGGER refuse_media_insert ON media_posts'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_media_insert()'));
    }
  }

  it('leaves neither the photo nor its thumbnail in storage', async () => {
    const bytes = await buildPhoto(300, 300);
    const { status, written } = await withInsertsRefused(() => upload({ bytes, filename: 'a.jpg' }));
    expect(status).toBe(500);
    expect(written).toHaveLength(2);
    expect(await Promise.all(written.map((key) => t.deps.storage.exists(key)))).toEqual([false, false]);
  });
});
