import sharp from 'sharp';
import { buildPhoto } from '../media-posting/media-fixtures.testing';
import { multipartPayload } from '../media-posting/media-posting.testing';
import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The partner brand's logo: checked on its bytes, kept inline, shown through user_infomation.logo (the header).
let t: TestApp;
let partner: Signed;

beforeAll(async () => {
  t = await createTestApp();
  partner = await loginAs(t, 'partner');
});
afterAll(async () => {
  await t.close();
});

const upload = (as: Signed, bytes: Buffer, filename = 'logo.png') => {
  const { payload, contentType } = multipartPayload({ logo: { bytes, filename, contentType: 'image/png' } });
  return t.inject({ method: 'PUT', url: '/api/users/logo', headers: { ...as.headers, 'content-type': contentType }, payload });
};
const logoOf = async (as: Signed) => (await t.inject({ url: '/api/users/info', headers: as.headers })).json<{ user_infomation: { logo: string | null } }>().user_infomation.logo;

it('re-encodes an uploaded logo as a small inline PNG that the header then shows', async () => {
  const res = await upload(partner, await buildPhoto(1600, 800, 'png'), 'logo.png');
  expect(res.statusCode).toBe(200);
  const logo = res.json<{ data: { logo: string } }>().data.logo;
  expect(logo).toMatch(/^data:image\/png;base64,/u);
  const meta = await sharp(Buffer.from(logo.split(',')[1], 'base64')).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 160]);
  expect(await logoOf(partner)).toBe(logo);
  expect((await t.inject({ method: 'DELETE', url: '/api/users/logo', headers: partner.headers })).statusCode).toBe(200);
  expect(await logoOf(partner)).toBeNull();
});

it('refuses an SVG or a file that is not an image, on the logo field', async () => {
  for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('not an image at all')]) {
    const res = await upload(partner, bytes, 'logo.png');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ code: string; errors: Record<string, string[]> }>()).toMatchObject({ code: 'logo_invalid', errors: { logo: ['ロゴはPNGまたはJPEGの画像を選択してください'] } });
  }
  expect(await logoOf(partner)).toBeNull();
});

it('is for the partner brand only', async () => {
  const owner = await loginAs(t, 'owner');
  expect((await upload(owner, await buildPhoto(300, 100, 'png'))).statusCode).toBe(403);
});
