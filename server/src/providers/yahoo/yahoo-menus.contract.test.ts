import { isProviderError, type ProviderError } from '../shared/provider-errors';
import { emulatedYahoo, linkAccount, sessionFor, type EmulatedYahoo } from './yahoo-contract.testing';
import type { YahooPlacePort } from './yahoo.port';

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe('Yahoo menus and services adapter against the emulator', () => {
  let yahoo: EmulatedYahoo;
  let api: YahooPlacePort;
  let placeId: string;
  beforeEach(async () => {
    yahoo = emulatedYahoo();
    api = yahoo.provider.placeApi(sessionFor(yahoo.provider, await linkAccount(yahoo)));
    placeId = (await api.listPlaces({ results: 1 })).items[0].placeId;
  });
  afterEach(() => yahoo.emulator.close());

  it('reads the seeded menus and services of DF-001', async () => {
    const menus = await api.getMenus(placeId);
    expect(menus.items[0]).toEqual({ category: 'food', menuName: 'ランチ', sectionName: '定食', name: '日替わり定食', price: 980, description: '小鉢と味噌汁付き', imageUrl: null });
    expect(menus.updatedAt).toBeInstanceOf(Date);
    const services = await api.getServices(placeId);
    expect(services.services.map((s) => s.name)).toEqual(['テイクアウト', '貸切']);
  });

  it('replaces the menus once per idempotency key and answers what is stored', async () => {
    const items = [{ category: 'drink', menuName: 'ドリンク', sectionName: 'お茶', name: '煎茶', price: 300, description: '', imageUrl: 'https://example.test/tea.jpg' }];
    const first = await api.updateMenus(placeId, items, { idempotencyKey: 'k-menus-1' });
    expect(first.items).toEqual(items);
    await api.updateMenus(placeId, items, { idempotencyKey: 'k-menus-1' });
    expect((await api.getMenus(placeId)).items).toEqual(items);
    const calls = (await yahoo.emulator.inject({ method: 'GET', url: '/__admin/calls' })).json<{ method: string; path: string }[]>();
    expect(calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/menus'))).toHaveLength(2);
    expect((await yahoo.emulator.inject({ method: 'GET', url: '/__admin/menus?storeCode=DF-001' })).json()).toMatchObject({ menus: [{ name: '煎茶', price: 300 }] });
  });

  it('replaces the services and refuses an invalid row with a field', async () => {
    const saved = await api.updateServices(placeId, [{ category: null, name: '出張撮影', description: '要予約' }], { idempotencyKey: 'k-services-1' });
    expect(saved.services).toEqual([{ category: null, name: '出張撮影', description: '要予約' }]);
    const error = await caught(api.updateServices(placeId, [{ category: null, name: '', description: '' }]));
    expect(error).toMatchObject({ code: 'invalid_request' });
    const tooLong = await caught(api.updateMenus(placeId, [{ category: 'food', menuName: 'a', sectionName: 'b', name: 'c', price: -1, description: '', imageUrl: null }]));
    expect(tooLong).toMatchObject({ code: 'invalid_request' });
  });
});
