import { countChecked, filterRows, initialPickerFilter, toPickerRows } from './picker-rows';
import { scrollToReveal, visibleWindow } from './visible-window';

const answer = {
  local_accounts: [
    { title: '渋谷店', local_account_id: 'g_1', store_code: 'S-001', address: '東京都渋谷区', business_info_group_ids: [1], custom_group_ids: [] },
    { title: '新宿店', local_account_id: 'g_2', store_code: 'S-002', address: '東京都新宿区', business_info_group_ids: [], custom_group_ids: [7] },
  ],
  y_local_accounts: [{ y_local_account_id: 'y_1', y_local_account_name: '渋谷店', store_code: null, address: null }],
};

describe('store picker model', () => {
  const rows = toPickerRows(answer);

  it('turns the local-accounts answer into rows keyed by g_/y_ keys', () => {
    expect(rows.map((r) => [r.key, r.provider, r.title])).toEqual([
      ['g_1', 'google', '渋谷店'],
      ['g_2', 'google', '新宿店'],
      ['y_1', 'yahoo', '渋谷店'],
    ]);
  });

  it('matches title, store code and address, and the groups, within one provider', () => {
    const keys = (f: Partial<typeof initialPickerFilter>) => filterRows(rows, { ...initialPickerFilter, ...f }).map((r) => r.key);
    expect(keys({ query: '渋谷' })).toEqual(['g_1']);
    expect(keys({ query: 's-002' })).toEqual(['g_2']);
    expect(keys({ query: '東京都　新宿' })).toEqual(['g_2']);
    expect(keys({ businessGroupId: 1 })).toEqual(['g_1']);
    expect(keys({ customGroupId: 7 })).toEqual(['g_2']);
    expect(keys({ provider: 'yahoo' })).toEqual(['y_1']);
    expect(countChecked(rows, new Set(['g_1', 'y_1', 'g_9']))).toBe(2);
  });

  it('computes the visible window and the scroll that reveals a row', () => {
    expect(visibleWindow(0, 352, 44, 1000)).toEqual({ start: 0, end: 13 });
    expect(visibleWindow(4400, 352, 44, 1000)).toEqual({ start: 96, end: 113 });
    expect(visibleWindow(0, 352, 44, 3)).toEqual({ start: 0, end: 3 });
    expect(scrollToReveal(20, 0, 352, 44)).toBe(20 * 44 + 44 - 352);
    expect(scrollToReveal(2, 0, 352, 44)).toBeNull();
    expect(scrollToReveal(1, 200, 352, 44)).toBe(44);
  });
});
