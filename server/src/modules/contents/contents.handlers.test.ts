import { loginAs } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface ContentBody {
  data: { slug: string; title: string; sections: { heading: string; body: string }[]; updated_at: string };
}

it.each(['info', 'manual'] as const)('serves %s in the wording of the actor ownership', async (slug) => {
  const owner = await loginAs(t, 'owner');
  const partner = await loginAs(t, 'partner');
  const a = (await t.inject({ url: `/api/contents/${slug}`, headers: owner.headers })).json<ContentBody>().data;
  const p = (await t.inject({ url: `/api/contents/${slug}`, headers: partner.headers })).json<ContentBody>().data;
  expect(a.slug).toBe(slug);
  expect(a.updated_at).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  expect(a.sections.length).toBeGreaterThanOrEqual(4);
  const text = (c: ContentBody['data']) => c.sections.map((s) => `${s.heading}\n${s.body}`).join('\n');
  expect(text(a)).toContain('MEO活用ツール');
  expect(text(a)).not.toContain('MAP活用ツール');
  expect(text(p)).toContain('MAP活用ツール');
  expect(text(p)).not.toContain('MEO活用ツール');
});

it('rejects an unknown slug and needs a session', async () => {
  const owner = await loginAs(t, 'owner');
  expect((await t.inject({ url: '/api/contents/secret', headers: owner.headers })).statusCode).toBe(422);
  expect((await t.inject({ url: '/api/contents/info' })).statusCode).toBe(401);
});
