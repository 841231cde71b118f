import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PickerRow } from '../../../features/store-picker/model/picker-rows';
import { renderWithProviders } from '../../../testing/render';
import { BottomBar } from '../../layouts/bottom-bar';
import { StoreFilter, type StoreFilterTexts } from './store-filter';

const texts: StoreFilterTexts = {
  label: '店舗',
  all: 'すべての店舗',
  selected: (count) => `${count}店舗を選択中`,
  choose: '店舗を選択',
  close: '店舗の選択を閉じる',
  clear: '店舗の指定を解除',
  pickerHeading: '絞り込む店舗',
  apply: '選択した店舗で絞り込む',
};

const row = (n: number): PickerRow => ({
  key: `g_${n}`,
  provider: 'google',
  title: `渋谷店${n}`,
  storeCode: `S-${n}`,
  address: '東京都渋谷区',
  businessGroupIds: [],
  customGroupIds: [],
  haystack: `渋谷店${n} s-${n} 東京都渋谷区`,
});
const rows = [row(1), row(2), row(3)];

const Screen = ({ initial, onApply }: { initial: string[]; onApply: jest.Mock }) => {
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  return (
    <>
      <StoreFilter
        texts={texts}
        scope="store-filter-test"
        applyId="store-filter-test-apply"
        rows={rows}
        businessGroups={[]}
        customGroups={[]}
        value={value}
        onApply={(keys) => {
          onApply(keys);
          setValue(keys);
        }}
        open={open}
        onOpenChange={setOpen}
        initialProvider="google"
        summaryTestId="summary"
      />
      <BottomBar />
    </>
  );
};

const renderFilter = (initial: string[] = []) => {
  const onApply = jest.fn();
  renderWithProviders(<Screen initial={initial} onApply={onApply} />);
  return { onApply };
};

const bar = () => screen.getByTestId('bottom-bar');

describe('StoreFilter', () => {
  it('opens the picker on the current stores and applies the checked ones from the bottom bar', async () => {
    const { onApply } = renderFilter(['g_2']);
    expect(screen.getByTestId('summary')).toHaveTextContent('1店舗を選択中');
    await userEvent.click(screen.getByRole('button', { name: '店舗を選択' }));
    expect(screen.getByRole('heading', { name: '絞り込む店舗' })).toBeInTheDocument();
    expect(within(bar()).getByText('選択中 1 / 全3件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /渋谷店3/ }));
    await userEvent.click(within(bar()).getByRole('button', { name: '選択した店舗で絞り込む' }));
    expect(onApply).toHaveBeenLastCalledWith(['g_2', 'g_3']);
    expect(screen.queryByRole('heading', { name: '絞り込む店舗' })).not.toBeInTheDocument();
    expect(screen.getByTestId('summary')).toHaveTextContent('2店舗を選択中');
  });

  it('applies every store as no store filter, and 店舗の指定を解除 removes the filter', async () => {
    const { onApply } = renderFilter(['g_1']);
    await userEvent.click(screen.getByRole('button', { name: '店舗を選択' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'すべて選択' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '選択した店舗で絞り込む' }));
    expect(onApply).toHaveBeenLastCalledWith([]);
    expect(screen.getByTestId('summary')).toHaveTextContent('すべての店舗');
    expect(screen.queryByRole('button', { name: '店舗の指定を解除' })).not.toBeInTheDocument();
  });

  it('clears the filter without opening the picker', async () => {
    const { onApply } = renderFilter(['g_1', 'g_2']);
    await userEvent.click(screen.getByRole('button', { name: '店舗の指定を解除' }));
    expect(onApply).toHaveBeenLastCalledWith([]);
    expect(screen.getByTestId('summary')).toHaveTextContent('すべての店舗');
  });
});
