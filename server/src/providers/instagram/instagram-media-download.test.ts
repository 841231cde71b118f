import { isProviderError } from '../shared/provider-errors';
import { downloadInstagramImage } from './instagram-media-download';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const answering = (body: Buffer, headers: Record<string, string> = { 'content-type': 'image/png' }, status = 200) =>
  jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => new Response(body, { status, headers }));

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
};

describe('downloadInstagramImage', () => {
  it("fetches a URL under the emulator's own root without a public-address check", async () => {
    const fetch = answering(png);
    const image = await downloadInstagramImage({ fetch, url: 'http://127.0.0.1:3000/emulators/instagram/__assets/media/1.png', maxBytes: 1024, trustedPrefixes: ['http://127.0.0.1:3000/emulators/instagram'] });
    expect(image).toEqual({ bytes: png, contentType: 'image/png' });
  });

  it("refuses a media URL inside the server's network before any request", async () => {
    const fetch = answering(png);
    const failure = await failureOf(downloadInstagramImage({ fetch, url: 'http://169.254.169.254/latest/meta-data', maxBytes: 1024, trustedPrefixes: [] }));
    expect(failure.code).toBe('unsafe_url');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an image larger than the limit, and names a missing one not_found', async () => {
    const trusted = { trustedPrefixes: ['http://emulator.test'] };
    expect((await failureOf(downloadInstagramImage({ fetch: answering(Buffer.alloc(2048)), url: 'http://emulator.test/a.png', maxBytes: 1024, ...trusted }))).code).toBe('invalid_request');
    expect((await failureOf(downloadInstagramImage({ fetch: answering(Buffer.alloc(0), {}, 404), url: 'http://emulator.test/b.png', maxBytes: 1024, ...trusted }))).code).toBe('not_found');
  });
});
