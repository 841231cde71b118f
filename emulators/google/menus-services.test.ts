import { authorize, bearer, buildTestEmulator, firstAccount } from './google-emulator.testing';

const label = (displayName: string, description?: string) => ({ displayName, ...(description ? { description } : {}), languageCode: 'ja' });
const item = { labels: [label('日替わり定食')], attributes: { price: { currencyCode: 'JPY', units: '980' } } };
const menu = (items: object[]) => ({ labels: [label('ランチ')], sections: [{ labels: [label('定食')], items }] });

async function setup() {
  const app = buildTestEmulator();
  const tokens = await authorize(app);
  const { accountId, locationIds } = await firstAccount(app, tokens);
  return { app, tokens, accountId, locationIds };
}

describe('Google emulator food menus', () => {
  it('answers an empty menu, stores an update and returns it', async () => {
    const { app, tokens, accountId, locationIds } = await setup();
    // DF-002: DF-001 (the first) is seeded with a menu.
    const url = `/v4/accounts/${accountId}/locations/${locationIds[1]}/foodMenus`;
    expect((await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json()).toEqual({ name: url.slice(4), menus: [] });
    const updated = await app.inject({ method: 'PATCH', url: `${url}?updateMask=menus`, headers: bearer(tokens), payload: { menus: [menu([item])] } });
    expect(updated.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json()).toMatchObject({ menus: [{ sections: [{ items: [{ labels: [{ displayName: '日替わり定食' }] }] }] }] });
  });

  it.each([
    ['a section without items', [menu([])]],
    ['a displayName over 140 characters', [menu([{ labels: [label('あ'.repeat(141))] }])]],
    ['a description over 1,000 characters', [menu([{ labels: [label('定食', 'あ'.repeat(1001))] }])]],
  ])('rejects %s', async (_label, menus) => {
    const { app, tokens, accountId, locationIds } = await setup();
    const response = await app.inject({ method: 'PATCH', url: `/v4/accounts/${accountId}/locations/${locationIds[0]}/foodMenus`, headers: bearer(tokens), payload: { menus } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('refuses food menus where metadata.canHaveFoodMenus is false', async () => {
    const { app, tokens } = await setup();
    const locations = (await app.inject({ method: 'GET', url: '/__admin/locations' })).json<{ accountId: string; locationId: string; storeCode: string }[]>();
    const salon = locations.find((l) => l.storeCode === 'PT-001');
    const response = await app.inject({ method: 'GET', url: `/v4/accounts/${salon?.accountId}/locations/${salon?.locationId}/foodMenus`, headers: bearer(tokens) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
  });
});

describe('Google emulator service list', () => {
  const structured = { structuredServiceItem: { serviceTypeId: 'job_type_id:haircut', description: 'カットとブロー' } };
  const freeForm = { freeFormServiceItem: { category: 'categories/gcid:hair_salon', label: label('ヘッドスパ', '30分のリラクゼーション') } };

  it('stores structured and free-form items, visible in the location serviceItems', async () => {
    const { app, tokens, locationIds } = await setup();
    const url = `/v1/locations/${locationIds[0]}/serviceList`;
    expect((await app.inject({ method: 'GET', url, headers: bearer(tokens) })).json()).toEqual({ name: `locations/${locationIds[0]}/serviceList`, serviceItems: [] });
    const patched = await app.inject({ method: 'PATCH', url, headers: bearer(tokens), payload: { serviceItems: [structured, freeForm] } });
    expect(patched.statusCode).toBe(200);
    const location = (await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[0]}?readMask=serviceItems`, headers: bearer(tokens) })).json();
    expect(location).toEqual({ serviceItems: [structured, freeForm] });
  });

  it('rejects a description over 300 characters and items with both or neither kind', async () => {
    const { app, tokens, locationIds } = await setup();
    const url = `/v1/locations/${locationIds[0]}/serviceList`;
    for (const serviceItems of [
      [{ structuredServiceItem: { serviceTypeId: 'job_type_id:haircut', description: 'あ'.repeat(301) } }],
      [{ ...structured, ...freeForm }],
      [{}],
      [{ freeFormServiceItem: { category: 'x', label: { displayName: '' } } }],
    ]) {
      expect((await app.inject({ method: 'PATCH', url, headers: bearer(tokens), payload: { serviceItems } })).statusCode).toBe(400);
    }
  });

  it('applies the same rules to PATCH locations/{l}?updateMask=serviceItems, the path Google v1 uses', async () => {
    const { app, tokens, locationIds } = await setup();
    const url = `/v1/locations/${locationIds[0]}?updateMask=serviceItems`;
    const tooLong = [{ structuredServiceItem: { serviceTypeId: 'job_type_id:haircut', description: 'あ'.repeat(301) } }];
    expect((await app.inject({ method: 'PATCH', url, headers: bearer(tokens), payload: { serviceItems: tooLong } })).statusCode).toBe(400);
    const ok = await app.inject({ method: 'PATCH', url, headers: bearer(tokens), payload: { serviceItems: [structured] } });
    expect(ok.json()).toMatchObject({ serviceItems: [structured] });
    expect((await app.inject({ method: 'GET', url: `/v1/locations/${locationIds[0]}/serviceList`, headers: bearer(tokens) })).json()).toMatchObject({ serviceItems: [structured] });
  });
});
