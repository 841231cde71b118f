import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ListDataFilesApiResponse } from '../../api/generated/exports.gen';
import { useListDataFilesQuery, type DataFile } from '../../features/exports/exports.api';
import { json, makeDataFile } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { currentLocation, renderWithProviders } from '../../testing/render';
import { PagedTable, type Column } from './paged-table';
import { intParam, useListParams } from './use-list-params';

const columns: Column<DataFile>[] = [
  { key: 'name', header: 'ファイル名', rowHeader: true, cell: (file) => file.file_name },
  { key: 'size', header: 'サイズ', align: 'right', cell: (file) => `${file.size}B` },
];

const params = { page: intParam(1) };

// A real list screen in miniature: the page in the URL, the query through RTK Query and msw.
const FileTable = () => {
  const { values, setPage } = useListParams(params);
  const query = useListDataFilesQuery({ page: values.page, pageSize: 10 });
  return <PagedTable query={query} columns={columns} rowKey={(f) => f.id} label="データファイル" onPageChange={setPage} data-testid="files" />;
};

const TOTAL = 25;
const requested: number[] = [];
const pagedFiles = (lastPage = 3) =>
  http.get('/api/data-files', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    requested.push(page);
    const count = page > lastPage ? 0 : Math.min(10, TOTAL - (page - 1) * 10);
    const data = Array.from({ length: count }, (_, i) => makeDataFile({ id: (page - 1) * 10 + i + 1, file_name: `file-${(page - 1) * 10 + i + 1}.xlsx` }));
    return json<ListDataFilesApiResponse>({ data, pagination: { page, page_size: 10, total: TOTAL, current_page: page, last_page: lastPage } });
  });

beforeEach(() => {
  requested.length = 0;
});

describe('PagedTable', () => {
  it('shows the page of the URL with named columns, row headers and the spec’s pagination', async () => {
    server.use(pagedFiles());
    renderWithProviders(<FileTable />, { route: '/files?page=2' });
    const table = await screen.findByRole('table', { name: 'データファイル' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ファイル名', 'サイズ']);
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('file-11.xlsx');
    expect(screen.getByText('25件中 11〜20件を表示')).toBeInTheDocument();
    expect(screen.getByText('全3 ページ')).toBeInTheDocument();
    // On a phone the table scrolls sideways inside a box the keyboard can reach.
    expect(screen.getByRole('region', { name: 'データファイル（横にスクロールできます）' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps a page change in the URL, so a reload shows the same page', async () => {
    server.use(pagedFiles());
    renderWithProviders(<FileTable />, { route: '/files' });
    await screen.findByText('file-1.xlsx');
    await userEvent.selectOptions(screen.getByLabelText('ページ'), '3');
    expect(await screen.findByText('file-21.xlsx')).toBeInTheDocument();
    expect(currentLocation()).toBe('/files?page=3');
    expect(screen.getByText('25件中 21〜25件を表示')).toBeInTheDocument();
  });

  it('goes to the last page when the URL names a page past it', async () => {
    server.use(pagedFiles());
    renderWithProviders(<FileTable />, { route: '/files?page=9' });
    expect(await screen.findByText('file-21.xlsx')).toBeInTheDocument();
    expect(currentLocation()).toBe('/files?page=3');
    expect(requested).toEqual([9, 3]);
  });

  it('says a failed load failed with a retry instead of an empty list', async () => {
    let failing = true;
    server.use(
      http.get('/api/data-files', () => {
        if (!failing) return json<ListDataFilesApiResponse>({ data: [makeDataFile()], pagination: { page: 1, page_size: 10, total: 1, current_page: 1, last_page: 1 } });
        return json({ message: 'サーバーエラー' }, 500);
      }),
    );
    renderWithProviders(<FileTable />, { route: '/files' });
    expect(await screen.findByRole('alert')).toHaveTextContent('データを読み込めませんでした。');
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('table', { name: 'データファイル' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the spec’s empty-list message without a pagination', async () => {
    server.use(
      http.get('/api/data-files', () =>
        json<ListDataFilesApiResponse>({ data: [], pagination: { page: 1, page_size: 10, total: 0, current_page: 1, last_page: 1 } }),
      ),
    );
    renderWithProviders(<FileTable />, { route: '/files' });
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('登録されていません。新規作成してください。');
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
  });
});
