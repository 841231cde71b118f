import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../../testing/fixtures';
import { server } from '../../../../testing/msw-server';
import { rankResult, snapshotBody, snapshotHandler } from '../../../../testing/ranking-history-handlers';
import { currentLocation, renderApp, seedSession } from '../../../../testing/render';
import { idOf } from '../../shared/route-id';

beforeEach(() => seedSession(makeUser()));

describe('スナップショット (/ranking/screenshot)', () => {
  it('shows the image with when, where and how it was measured, and a verified hash', async () => {
    server.use(snapshotHandler(snapshotBody(103)));
    renderApp('/ranking/screenshot?result=103');
    const view = await screen.findByTestId('rank-snapshot');
    const image = await within(view).findByRole('img', { name: '「渋谷 ランチ1」の2026/11/25の検索結果一覧（計測時の描画）' });
    expect(image).toHaveAttribute('src', '/api/screenshots/103/image');
    expect(view).toHaveTextContent('2026/11/25 09:05');
    expect(view).toHaveTextContent('3位');
    expect(view).toHaveTextContent('緯度 35.658000・経度 139.701600');
    expect(view).toHaveTextContent('1.5km');
    expect(view).toHaveTextContent('Places API (New) searchText · ja/JP · RELEVANCE · 非パーソナライズ');
    expect(within(screen.getByTestId('snapshot-hash')).getByText('検証済み')).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('link', { name: '戻る' }));
    expect(currentLocation()).toBe('/ranking');
  });

  it('warns when the stored image no longer matches its hash', async () => {
    server.use(snapshotHandler(snapshotBody(103, { hash_verified: false })));
    renderApp('/ranking/screenshot?result=103');
    expect(await screen.findByText('不一致')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('保存された画像が計測時の画像と一致しません。');
  });

  it('says the snapshot is missing while the rank is still shown', async () => {
    server.use(
      snapshotHandler(
        snapshotBody(104, { data: rankResult(104, { snapshot_status: 'missing', outcome: 'out_of_range', rank: null }), content_hash: null, hash_verified: null, image_url: null }),
      ),
    );
    renderApp('/ranking/screenshot?result=104');
    expect(await screen.findByTestId('snapshot-missing')).toHaveTextContent('この計測のスナップショットはありません（順位は記録されています）。');
    expect(screen.getByTestId('rank-snapshot')).toHaveTextContent('圏外');
    expect(screen.queryByRole('img', { name: /検索結果一覧/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('snapshot-hash')).not.toBeInTheDocument();
  });

  it('accepts only a positive result id', () => {
    expect(idOf('12')).toBe(12);
    expect([null, '', '0', '-1', '1.5', 'abc', '2147483648'].map(idOf)).toEqual([null, null, null, null, null, null, null]);
  });
});
