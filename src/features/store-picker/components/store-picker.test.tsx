import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomBar } from '../../../app/layouts/bottom-bar';
import { selectCheckedAccounts } from '../../../state/selection.slice';
import type { AppStore } from '../../../store/setup-store';
import { renderWithProviders } from '../../../testing/render';
import { toPickerRows, type LocalAccountsAnswer } from '../model/picker-rows';
import { StorePicker } from './store-picker';

const manyStores = (count: number): LocalAccountsAnswer => ({
  local_accounts: Array.from({ length: count }, (_, i) => ({
    title: `${i % 10 === 0 ? '渋谷' : '新宿'}店${i + 1}`,
    local_account_id: `g_${i + 1}`,
    store_code: `S-${String(i + 1).padStart(4, '0')}`,
    address: i % 2 === 0 ? '東京都渋谷区' : '大阪府大阪市',
    business_info_group_ids: i < 30 ? [1] : [],
    custom_group_ids: i % 100 === 0 ? [9] : [],
  })),
  y_local_accounts: [
    {
      y_local_account_id: 'y_1',
      y_local_account_name: 'ヤフー店',
      store_code: 'Y-1',
      address: '福岡県',
      business_info_group_ids: [],
      custom_group_ids: [],
    },
  ],
});

const groups = { businessGroups: [{ id: 1, name: '関東エリア' }], customGroups: [{ id: 9, name: '旗艦店' }] };

const renderPicker = (count: number) =>
  renderWithProviders(
    <>
      <StorePicker scope="picker-test" rows={toPickerRows(manyStores(count))} {...groups} buttons={[{ id: 'assign', label: 'グループに設定' }]} debounceMs={50} />
      <BottomBar />
    </>,
  );

const bar = () => screen.getByTestId('bottom-bar');
const checkedOf = (store: AppStore) => selectCheckedAccounts(store.getState(), 'picker-test');

describe('StorePicker', () => {
  it('renders 1,000 stores windowed, filters, selects all and clears with the bottom-bar counts', async () => {
    const { store } = renderPicker(1000);
    const list = screen.getByRole('list', { name: '店舗一覧' });
    expect(within(list).getAllByRole('checkbox').length).toBeLessThan(30);
    expect(screen.getByTestId('store-picker-count')).toHaveTextContent('1,000件の店舗が表示されています');
    expect(within(bar()).getByText('選択中 0 / 全1000件')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('店舗を検索'), '渋谷店');
    expect(await screen.findByText('100件の店舗が表示されています')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'すべて選択' }));
    expect(await within(bar()).findByText('選択中 100 / 全1000件')).toBeInTheDocument();
    expect(checkedOf(store)).toHaveLength(100);
    expect(checkedOf(store).every((k) => /^g_\d+$/.test(k))).toBe(true);

    await userEvent.clear(screen.getByLabelText('店舗を検索'));
    expect(await screen.findByText('1,000件の店舗が表示されています')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/新宿店2/));
    expect(await within(bar()).findByText('選択中 101 / 全1000件')).toBeInTheDocument();

    await userEvent.click(within(bar()).getByRole('button', { name: 'クリア' }));
    expect(await within(bar()).findByText('選択中 0 / 全1000件')).toBeInTheDocument();
    expect(checkedOf(store)).toEqual([]);
  });

  it('searches by store code and address, and filters by business info group and custom group', async () => {
    renderPicker(200);
    await userEvent.type(screen.getByLabelText('店舗を検索'), 's-0150');
    expect(await screen.findByText('1件の店舗が表示されています')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('店舗を検索'));
    await userEvent.type(screen.getByLabelText('店舗を検索'), '大阪府');
    expect(await screen.findByText('100件の店舗が表示されています')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('店舗を検索'));
    await userEvent.selectOptions(screen.getByLabelText('店舗情報グループ'), '関東エリア');
    expect(await screen.findByText('30件の店舗が表示されています')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('カスタムグループ'), '旗艦店');
    expect(screen.getByText('1件の店舗が表示されています')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('店舗情報グループ'), 'すべて');
    expect(screen.getByText('2件の店舗が表示されています')).toBeInTheDocument();
  });

  it('switches to Yahoo, counts per provider and lets the keyboard move between rows', async () => {
    const { store } = renderPicker(20);
    const first = screen.getByRole('checkbox', { name: '渋谷店1 S-0001' });
    first.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: /新宿店2/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(bar()).getByText('選択中 2 / 全20件')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Yahoo!' }));
    expect(within(bar()).getByText('選択中 0 / 全1件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /ヤフー店/ }));
    expect(checkedOf(store)).toEqual(['g_1', 'g_2', 'y_1']);
    expect(within(bar()).getByRole('button', { name: 'グループに設定' })).toBeInTheDocument();
  });

  it('moves focus to rows outside the rendered window with End and Home', async () => {
    renderPicker(1000);
    screen.getByRole('checkbox', { name: '渋谷店1 S-0001' }).focus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: '新宿店1000 S-1000' })).toHaveFocus();
    expect(screen.queryByRole('checkbox', { name: '渋谷店1 S-0001' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('checkbox', { name: '渋谷店1 S-0001' })).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    renderPicker(5);
    await userEvent.type(screen.getByLabelText('店舗を検索'), '該当なし');
    expect(await screen.findByText('条件に一致する店舗はありません。')).toBeInTheDocument();
  });
});
