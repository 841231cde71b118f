import type { FastifyInstance } from 'fastify';
import { authorize, bearer, buildTestEmulator, firstAccount, type Tokens } from './google-emulator.testing';

type MediaItem = { name: string; mediaFormat: string; googleUrl: string; locationAssociation: { category: string } };

/** A JPEG-looking body of the given size: the emulator checks magic bytes and size, not the pixels. */
function jpeg(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

async function upload(app: FastifyInstance, tokens: Tokens, base: string, bytes: Buffer): Promise<string> {
  const slot = await app.inject({ method: 'POST', url: `${base}:startUpload`, headers: bearer(tokens), payload: {} });
  expect(slot.statusCode).toBe(200);
  const { resourceName } = slot.json<{ resourceName: string }>();
  const sent = await app.inject({ method: 'POST', url: `/upload/v1/media/${resourceName}?upload_type=media`, headers: { ...bearer(tokens), 'content-type': 'image/jpeg' }, payload: bytes });
  expect(sent.statusCode).toBe(200);
  return resourceName;
}

async function setup() {
  const app = buildTestEmulator();
  const tokens = await authorize(app);
  const { accountId, locationIds } = await firstAccount(app, tokens);
  return { app, tokens, base: `/v4/accounts/${accountId}/locations/${locationIds[0]}/media` };
}

describe('Google emulator media', () => {
  it('uploads bytes through startUpload and dataRef, lists and deletes the item', async () => {
    const { app, tokens, base } = await setup();
    const resourceName = await upload(app, tokens, base, jpeg(20 * 1024));
    const created = await app.inject({ method: 'POST', url: base, headers: bearer(tokens), payload: { mediaFormat: 'PHOTO', locationAssociation: { category: 'EXTERIOR' }, dataRef: { resourceName } } });
    expect(created.statusCode).toBe(200);
    const item = created.json<MediaItem>();
    expect(item).toMatchObject({ mediaFormat: 'PHOTO', locationAssociation: { category: 'EXTERIOR' } });
    const list = (await app.inject({ method: 'GET', url: base, headers: bearer(tokens) })).json<{ mediaItems: MediaItem[]; totalMediaItemCount: number }>();
    expect(list.mediaItems.map((m) => m.name)).toEqual([item.name]);
    expect(list.totalMediaItemCount).toBe(1);
    expect((await app.inject({ method: 'DELETE', url: `/v4/${item.name}`, headers: bearer(tokens) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/v4/${item.name}`, headers: bearer(tokens) })).statusCode).toBe(404);
  });

  it('creates from a sourceUrl', async () => {
    const { app, tokens, base } = await setup();
    const created = await app.inject({ method: 'POST', url: base, headers: bearer(tokens), payload: { mediaFormat: 'PHOTO', locationAssociation: { category: 'FOOD_AND_DRINK' }, sourceUrl: 'https://cdn.example.com/a.jpg' } });
    expect(created.json<MediaItem>()).toMatchObject({ googleUrl: 'https://cdn.example.com/a.jpg' });
  });

  it.each([
    ['under 10 KB', jpeg(9 * 1024), '10 KB'],
    ['over 5 MB', jpeg(5 * 1024 * 1024 + 1), '5 MB'],
    ['not JPG or PNG', Buffer.alloc(20 * 1024, 0x47), 'JPG or PNG'],
  ])('rejects a photo %s with a Google-style 400', async (_label, bytes, words) => {
    const { app, tokens, base } = await setup();
    const resourceName = await upload(app, tokens, base, bytes);
    const created = await app.inject({ method: 'POST', url: base, headers: bearer(tokens), payload: { mediaFormat: 'PHOTO', locationAssociation: { category: 'COVER' }, dataRef: { resourceName } } });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    expect(created.json<{ error: { message: string } }>().error.message).toContain(words);
  });

  it('validates format, category and the source', async () => {
    const { app, tokens, base } = await setup();
    for (const payload of [
      { mediaFormat: 'GIF', locationAssociation: { category: 'COVER' }, sourceUrl: 'https://cdn.example.com/a.jpg' },
      { mediaFormat: 'PHOTO', locationAssociation: { category: 'SELFIE' }, sourceUrl: 'https://cdn.example.com/a.jpg' },
      { mediaFormat: 'PHOTO', locationAssociation: { category: 'COVER' } },
      { mediaFormat: 'PHOTO', locationAssociation: { category: 'COVER' }, dataRef: { resourceName: 'never-started' } },
    ]) {
      expect((await app.inject({ method: 'POST', url: base, headers: bearer(tokens), payload })).statusCode).toBe(400);
    }
  });

  it('needs a bearer token on the upload path', async () => {
    const { app } = await setup();
    const response = await app.inject({ method: 'POST', url: '/upload/v1/media/x', headers: { 'content-type': 'image/jpeg' }, payload: jpeg(100) });
    expect(response.statusCode).toBe(401);
  });
});
