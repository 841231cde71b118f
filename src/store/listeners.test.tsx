import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../api/base-api';
import { App } from '../app/app';
import { server } from '../testing/msw-server';
import { renderWithProviders } from '../testing/render';
import { defineEndpointPolicy } from './endpoint-policy';

// A test-only slice of the api, so the middleware is exercised without depending on any feature's choices.
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ value: number }, number>({ query: (n) => ({ url: `/probe/${n}` }) }),
    save: build.mutation<{ message: string }, void>({ query: () => ({ url: '/save', method: 'POST' }) }),
    quietSave: build.mutation<{ message: string }, void>({ query: () => ({ url: '/quiet-save', method: 'POST' }) }),
  }),
});
defineEndpointPolicy(testApi, 'quietSave', { successDialog: false });

const setup = () => renderWithProviders(<App />, { route: '/coupon' });

describe('api middleware', () => {
  it('opens exactly one busy dialog for two calls answered 429', async () => {
    server.use(http.get('/api/probe/:n', () => HttpResponse.json({ message: '処理が混み合っています…', code: 'rate_limited' }, { status: 429 })));
    const { store } = setup();
    await act(async () => {
      await Promise.all([store.dispatch(testApi.endpoints.probe.initiate(1)), store.dispatch(testApi.endpoints.probe.initiate(2))]);
    });
    const dialogs = await screen.findAllByTestId('busy-dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent('処理が混み合っています。しばらく時間をおいてから操作してください。');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });

  it('lists 「項目名: メッセージ」 lines in the error dialog', async () => {
    server.use(
      http.post('/api/save', () =>
        HttpResponse.json({ message: '入力内容に誤りがあります', code: 'validation', errors: { email: ['形式が正しくありません'], nickname: ['入力してください'] } }, { status: 422 }),
      ),
    );
    const { store } = setup();
    await act(async () => {
      await store.dispatch(testApi.endpoints.save.initiate());
    });
    const dialog = await screen.findByTestId('error-dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('処理に失敗しました');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['メールアドレス: 形式が正しくありません', 'nickname: 入力してください']);
  });

  it('shows the server message when there are no field errors', async () => {
    server.use(http.get('/api/probe/:n', () => HttpResponse.json({ message: 'サーバーで問題が発生しました' }, { status: 500 })));
    const { store } = setup();
    await act(async () => {
      await store.dispatch(testApi.endpoints.probe.initiate(3));
    });
    expect(await screen.findByTestId('error-dialog')).toHaveTextContent('サーバーで問題が発生しました');
  });

  it('shows the success dialog with the server message after a mutation, unless the endpoint opts out', async () => {
    server.use(
      http.post('/api/save', () => HttpResponse.json({ message: '保存しました' })),
      http.post('/api/quiet-save', () => HttpResponse.json({ message: '静かに保存しました' })),
    );
    const { store } = setup();
    await act(async () => {
      await store.dispatch(testApi.endpoints.quietSave.initiate());
    });
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
    await act(async () => {
      await store.dispatch(testApi.endpoints.save.initiate());
    });
    const dialog = await screen.findByTestId('success-dialog');
    expect(dialog).toHaveTextContent('保存しました');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument());
  });

  it('resets the cached data of a query that fails after succeeding', async () => {
    let fail = false;
    server.use(
      http.get('/api/probe/:n', () => (fail ? HttpResponse.json({ message: '失敗しました' }, { status: 500 }) : HttpResponse.json({ value: 42 }))),
    );
    const { store } = setup();
    await act(async () => {
      await store.dispatch(testApi.endpoints.probe.initiate(7));
    });
    expect(testApi.endpoints.probe.select(7)(store.getState()).data).toEqual({ value: 42 });
    fail = true;
    await act(async () => {
      await store.dispatch(testApi.endpoints.probe.initiate(7, { forceRefetch: true }));
    });
    const entry = testApi.endpoints.probe.select(7)(store.getState());
    expect(entry.isError).toBe(true);
    expect(entry.data).toBeUndefined();
  });
});
