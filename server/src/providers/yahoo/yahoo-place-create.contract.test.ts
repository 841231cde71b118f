import { isProviderError, type ProviderError } from '../shared/provider-errors';
import { emulatedYahoo, linkAccount, sessionFor, type EmulatedYahoo } from './yahoo-contract.testing';
import type { YahooPlaceCreate } from './yahoo.types';

// POST /place/v1/places of the partner contract, through the real adapter against the emulator.

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!isProviderError(error)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

const input: YahooPlaceCreate = {
  storeCode: 'DF-101',
  name: 'デモ食堂 新宿店',
  nameKana: 'デモショクドウ シンジュクテン',
  address: { postalCode: '160-0022', prefecture: '東京都', city: '新宿区', street: '新宿3-1-1' },
  phone: '03-5555-0111',
  businessHours: [{ day: 'FRI', open: '11:00', close: '25:00' }],
  categories: [{ code: '', name: '和食' }],
  urls: [{ type: 'OFFICIAL', url: 'https://demo-foods.example.jp/stores/shinjuku' }],
};

describe('Yahoo createPlace against the emulator', () => {
  let yahoo: EmulatedYahoo;
  beforeEach(() => {
    yahoo = emulatedYahoo();
  });
  afterEach(() => yahoo.emulator.close());

  it('creates a place of the business, listed afterwards, and replays a repeated idempotency key', async () => {
    const api = yahoo.provider.placeApi(sessionFor(yahoo.provider, await linkAccount(yahoo)));
    const created = await api.createPlace(input, { idempotencyKey: 'create-1' });
    expect(created).toMatchObject({ storeCode: 'DF-101', name: 'デモ食堂 新宿店', nameKana: 'デモショクドウ シンジュクテン', address: { city: '新宿区' } });
    expect(created.businessHours).toEqual([{ day: 'FRI', open: '11:00', close: '25:00' }]);
    expect(await api.getPlace(created.placeId)).toMatchObject({ placeId: created.placeId, phone: '03-5555-0111' });
    const replayed = await api.createPlace(input, { idempotencyKey: 'create-1' });
    expect(replayed.placeId).toBe(created.placeId);
    expect((await api.listPlaces({ results: 100 })).total).toBe(6);
  });

  it('refuses a place without its reading, a bad postal code and hours past 翌6:00 as invalid_request', async () => {
    const api = yahoo.provider.placeApi(sessionFor(yahoo.provider, await linkAccount(yahoo)));
    const noKana = await caught(api.createPlace({ ...input, nameKana: '' }));
    expect(noKana).toMatchObject({ code: 'invalid_request', detail: expect.objectContaining({ providerStatus: 'INVALID_PARAMETER' }) });
    const postal = await caught(api.createPlace({ ...input, address: { ...input.address, postalCode: '1600022' } }));
    expect(postal.detail.providerMessage).toContain('郵便番号');
    const late = await caught(api.createPlace({ ...input, businessHours: [{ day: 'SAT', open: '20:00', close: '30:30' }] }));
    expect(late.detail.providerMessage).toContain('翌6:00');
    expect((await api.listPlaces({ results: 100 })).total).toBe(5);
  });
});
