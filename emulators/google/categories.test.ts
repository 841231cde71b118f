import { authorize, bearer, buildTestEmulator } from './google-emulator.testing';

describe('Google emulator categories:batchGet and the menu admin reads', () => {
  it('answers Japanese service types for a category with view=FULL, and none with BASIC', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const full = await app.inject({ method: 'GET', url: '/v1/categories:batchGet?names=gcid:hair_salon&languageCode=ja&regionCode=JP&view=FULL', headers: bearer(tokens) });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual({
      categories: [expect.objectContaining({ name: 'categories/gcid:hair_salon', displayName: '美容院', serviceTypes: expect.arrayContaining([{ serviceTypeId: 'job_type_id:haircut', displayName: 'カット' }]) })],
    });
    const basic = await app.inject({ method: 'GET', url: '/v1/categories:batchGet?names=categories/gcid:cafe&languageCode=ja&view=BASIC', headers: bearer(tokens) });
    expect(basic.json()).toEqual({ categories: [{ name: 'categories/gcid:cafe', displayName: 'カフェ' }] });
  });

  it('refuses an unknown category, a missing language and a call without a token', async () => {
    const app = buildTestEmulator();
    const tokens = await authorize(app);
    const unknown = await app.inject({ method: 'GET', url: '/v1/categories:batchGet?names=gcid:unknown_place&languageCode=ja&view=FULL', headers: bearer(tokens) });
    expect(unknown.json()).toMatchObject({ error: { status: 'NOT_FOUND' } });
    const noLanguage = await app.inject({ method: 'GET', url: '/v1/categories:batchGet?names=gcid:cafe', headers: bearer(tokens) });
    expect(noLanguage.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    expect((await app.inject({ method: 'GET', url: '/v1/categories:batchGet?names=gcid:cafe&languageCode=ja' })).statusCode).toBe(401);
  });

  it('shows DF-001 seeded with a food menu, other stores without, and 404 for an unknown store code', async () => {
    const app = buildTestEmulator();
    const seeded = (await app.inject({ method: 'GET', url: '/__admin/food-menus?storeCode=DF-001' })).json<{ menus: { labels: { displayName: string }[] }[] }>();
    expect(seeded.menus.map((menu) => menu.labels[0].displayName)).toEqual(['ランチ', 'ドリンク']);
    expect((await app.inject({ method: 'GET', url: '/__admin/food-menus?storeCode=DF-002' })).json()).toMatchObject({ menus: [] });
    expect((await app.inject({ method: 'GET', url: '/__admin/service-list?storeCode=PT-001' })).json()).toMatchObject({ serviceItems: [] });
    expect((await app.inject({ method: 'GET', url: '/__admin/food-menus?storeCode=XX-999' })).statusCode).toBe(404);
  });
});
