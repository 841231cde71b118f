import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RequestStoreListExportApiResponse, RetryDataFileApiResponse } from '../../api/generated/exports.gen';
import { DialogHost } from '../../app/dialogs/dialog-host';
import { server } from '../../testing/msw-server';
import { dataFilesHandler, json, makeDataFile } from '../../testing/handlers';
import { renderWithProviders } from '../../testing/render';
import { realtimeEventReceived } from '../realtime/realtime.slice';
import { StoreListExport } from './components/store-list-export';

const running = 'データファイルを作成しています。完了までしばらくお待ちください。';
const channel = 'private-export_excel_channel.demo-owner';

const setup = () =>
  renderWithProviders(
    <>
      <StoreListExport />
      <DialogHost />
    </>,
  );

test('requesting an export opens the running dialog instead of the generic success dialog', async () => {
  let sent: unknown = null;
  server.use(
    http.post('/api/exports/store-list', async ({ request }) => {
      sent = await request.json();
      return json<RequestStoreListExportApiResponse>({ message: running, data: { id: 7, status: 'queued' } });
    }),
  );
  setup();
  await userEvent.click(await screen.findByRole('button', { name: 'PDFで出力' }));
  expect(await screen.findByTestId('export-running-dialog')).toHaveTextContent(running);
  expect(sent).toEqual({ format: 'pdf' });
  expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
});

test('a Completed event opens the completed dialog with the download link; a Failed one does not', async () => {
  const { store } = setup();
  act(() => {
    store.dispatch(realtimeEventReceived({ event: 'ExportReportFailed', channel, message: '失敗しました' }));
  });
  expect(store.getState().dialogs.open.map((d) => d.id)).not.toContain('exportCompleted');
  act(() => {
    store.dispatch(realtimeEventReceived({ event: 'ExportExcelCompleted', channel, message: '/api/data-files/7' }));
  });
  const dialog = await screen.findByTestId('export-completed-dialog');
  expect(dialog).toHaveTextContent('データファイルを作成しました。');
  expect(within(dialog).getByRole('link', { name: 'ダウンロード' })).toHaveAttribute('href', '/api/data-files/7');
});

test('a link that is not this server’s download path is not rendered', async () => {
  const { store } = setup();
  act(() => {
    store.dispatch(realtimeEventReceived({ event: 'ExportExcelCompleted', channel, message: 'javascript:alert(1)' }));
  });
  const dialog = await screen.findByTestId('export-completed-dialog');
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
});

test('the data file list shows each status, download links, errors, and retries a failed file', async () => {
  server.use(
    dataFilesHandler([
      makeDataFile({ id: 3, status: 'failed', download_url: null, error_message: 'データファイルの作成に失敗しました。', file_name: '店舗一覧_20261121.pdf' }),
      makeDataFile({ id: 2, status: 'running', download_url: null, completed_at: null, expires_at: null }),
      makeDataFile({ id: 1 }),
      makeDataFile({ id: 4, is_expired: true, download_url: null }),
    ]),
  );
  let retried = false;
  server.use(
    http.post('/api/data-files/:id/retry', ({ params }) => {
      retried = params.id === '3';
      return json<RetryDataFileApiResponse>({ message: running, data: makeDataFile({ id: 3, status: 'queued', download_url: null }) });
    }),
  );
  setup();
  const failed = await screen.findByTestId('data-file-3');
  expect(failed).toHaveTextContent('失敗');
  expect(failed).toHaveTextContent('データファイルの作成に失敗しました。');
  expect(screen.getByTestId('data-file-2')).toHaveTextContent('作成中');
  expect(within(screen.getByTestId('data-file-1')).getByRole('link', { name: 'ダウンロード' })).toHaveAttribute('href', '/api/data-files/1');
  expect(screen.getByTestId('data-file-4')).toHaveTextContent('期限切れ');
  await userEvent.click(within(failed).getByRole('button', { name: '再作成' }));
  expect(await screen.findByTestId('export-running-dialog')).toHaveTextContent(running);
  expect(retried).toBe(true);
});

test('shows the empty state when there are no files', async () => {
  setup();
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('作成したデータファイルはありません');
});

describe('one export, one dialog at a time', () => {
  const requestExport = async () => {
    server.use(http.post('/api/exports/store-list', () => json<RequestStoreListExportApiResponse>({ message: running, data: { id: 7, status: 'queued' } })));
    const view = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'PDFで出力' }));
    expect(await screen.findByTestId('export-running-dialog')).toBeInTheDocument();
    return view;
  };

  test('the completed dialog replaces the running one, and closing it leaves nothing open underneath', async () => {
    const { store } = await requestExport();
    act(() => {
      store.dispatch(realtimeEventReceived({ event: 'ExportExcelCompleted', channel, message: '/api/data-files/7' }));
    });
    const completed = await screen.findByTestId('export-completed-dialog');
    expect(screen.queryByTestId('export-running-dialog')).not.toBeInTheDocument();
    await userEvent.click(within(completed).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTestId('export-completed-dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('export-running-dialog')).not.toBeInTheDocument();
    expect(store.getState().dialogs.open).toEqual([]);
  });

  test('a failed export closes the running dialog', async () => {
    const { store } = await requestExport();
    act(() => {
      store.dispatch(realtimeEventReceived({ event: 'ExportReportFailed', channel, message: '失敗しました' }));
    });
    expect(screen.queryByTestId('export-running-dialog')).not.toBeInTheDocument();
  });
});
