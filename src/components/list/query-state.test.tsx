import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { QueryState, type QueryResultLike } from './query-state';

const show = (query: QueryResultLike<string[]>, empty?: string) =>
  renderWithProviders(
    <QueryState query={query} isEmpty={(rows) => rows.length === 0} empty={empty}>
      {(rows) => <ul data-testid="rows">{rows.map((r) => <li key={r}>{r}</li>)}</ul>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says it is loading in a status region while the first page is on its way', () => {
    show({ isLoading: true, isFetching: true });
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
    expect(screen.queryByTestId('rows')).not.toBeInTheDocument();
  });

  it('says a failed load failed, never that the list is empty, and retries on request', async () => {
    const refetch = jest.fn();
    show({ isError: true, data: [], error: { status: 500 }, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('データを読み込めませんでした。');
    expect(screen.queryByText('登録されていません。新規作成してください。')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the spec’s empty-list message, or the list’s own', () => {
    const { unmount } = show({ data: [] });
    expect(screen.getByTestId('empty-state')).toHaveTextContent('登録されていません。新規作成してください。');
    unmount();
    show({ data: [] }, 'お知らせはありません。');
    expect(screen.getByTestId('empty-state')).toHaveTextContent('お知らせはありません。');
  });

  it('renders the loaded data, and keeps it on screen while a later page loads', () => {
    show({ data: ['一件目', '二件目'], isFetching: true });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['一件目', '二件目']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing for a skipped query', () => {
    show({});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
  });
});
