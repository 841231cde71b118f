import { storeAccountKey, toMenuStores } from './menu-stores';

const google = (id: string, storeId: number, code: string) => ({ local_account_id: id, title: `G${storeId}`, store_id: storeId, store_code: code, address: '東京都' });
const yahoo = (id: string, storeId: number, code: string) => ({ y_local_account_id: id, y_local_account_name: `Y${storeId}`, store_id: storeId, store_code: code, address: '大阪府' });

describe('toMenuStores', () => {
  it('pairs a store’s Google and Yahoo!プレイス accounts by store id, in store code order', () => {
    const stores = toMenuStores({
      local_accounts: [google('g_2', 2, 'S-0002'), google('g_1', 1, 'S-0001')],
      y_local_accounts: [yahoo('y_1', 1, 'S-0001'), yahoo('y_3', 3, 'S-0000')],
    });
    expect(stores.map((s) => [s.storeId, s.title, s.googleKey, s.yahooKey])).toEqual([
      [3, 'Y3', null, 'y_3'],
      [1, 'G1', 'g_1', 'y_1'],
      [2, 'G2', 'g_2', null],
    ]);
    // The shared copy is read with the Google key when there is one.
    expect(stores.map(storeAccountKey)).toEqual(['y_3', 'g_1', 'g_2']);
  });
});
