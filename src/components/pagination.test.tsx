import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { EmptyState } from './empty-state';
import { pageRange, Pagination } from './pagination';

describe('Pagination', () => {
  it('shows 「全N ページ」 and 「N件中 X〜Y件を表示」 and changes page from the selector', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Pagination pagination={{ total: 45, current_page: 5, last_page: 5, page_size: 10 }} onChange={onChange} />);
    expect(screen.getByText('全5 ページ')).toBeInTheDocument();
    expect(screen.getByText('45件中 41〜45件を表示')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次へ' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('ページ'), '2');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says 「件以上」 with thousands separators when the server capped the count', () => {
    renderWithProviders(
      <Pagination pagination={{ total: 10000, total_capped: true, current_page: 2, last_page: 1000, page_size: 10 }} onChange={jest.fn()} />,
    );
    expect(screen.getByText('10,000件以上中 11〜20件を表示')).toBeInTheDocument();
  });

  it('computes empty and middle ranges', () => {
    expect(pageRange({ total: 0, current_page: 1, last_page: 1, page_size: 10 })).toEqual({ from: 0, to: 0 });
    expect(pageRange({ total: 25, current_page: 2, last_page: 3, page_size: 10 })).toEqual({ from: 11, to: 20 });
  });

  it('renders the default empty-list message', () => {
    renderWithProviders(<EmptyState />);
    expect(screen.getByText('登録されていません。新規作成してください。')).toBeInTheDocument();
  });
});
