import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../testing/fixtures';
import { userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { historyRow, rankHistoriesHandler, rankHistoryHandler, rankResult, snapshotBody, snapshotHandler } from '../../../testing/ranking-history-handlers';
import { geoGridHandlers, makeGeoGrid, makeMeasure, makeResult, measureHandler, measuresHandler } from '../../../testing/ranking-keyword-handlers';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import type { ContractedContents } from '../../../api/generated/auth.gen';

// chart.js never finishes loading here: the history's numbers are in its table, which is what the tests read.
jest.mock('../../../components/charts/chart-loader', () => ({ loadChartJs: () => new Promise(() => undefined) }));

const contractOnly = (): ContractedContents => ({
  ...makeUser().contracted_contents,
  meo_analytics_with_measure_flag: false,
  y_meo_analytics_with_measure_flag: false,
  has_ranking_contract: true,
  has_y_ranking_contract: false,
});

const signIn = (contracted: ContractedContents) => {
  const user = makeUser({ contracted_contents: contracted });
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

beforeEach(() => {
  signIn(contractOnly());
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

describe('契約キーワード順位 (/keyword)', () => {
  it('lists each contracted keyword with its rank, trend in words, day, 30-day line and a link to its history', async () => {
    const seen: URLSearchParams[] = [];
    const up = makeMeasure(1);
    const out = makeMeasure(2, { provider: 'yahoo', store_code: null, latest: makeResult(202, { outcome: 'out_of_range', rank: null }), previous: makeResult(201, { rank: 9 }) });
    const fresh = makeMeasure(3, { latest: makeResult(302, { outcome: 'no_result', rank: null }), previous: null });
    const waiting = makeMeasure(4, { latest: null, previous: null });
    server.use(measuresHandler([up, out, fresh, waiting], seen), rankHistoriesHandler([historyRow(up, [4, 'out', 2, 3]), historyRow(out, ['out', 'none'])]));
    renderApp('/keyword');

    const list = await screen.findByRole('list', { name: '契約キーワードの一覧' });
    const card = (id: number) => within(list).getByTestId(`keyword-measure-${id}`);
    expect(within(card(1)).getByRole('heading', { name: '渋谷 ランチ1' })).toBeInTheDocument();
    expect(card(1)).toHaveTextContent('テスト店1（S-0001） · Google');
    expect(card(1)).toHaveTextContent('現在の順位3位↑上昇');
    expect(card(1)).toHaveTextContent('計測日2026/11/25');
    expect(await within(card(1)).findByRole('img', { name: '過去30日の順位推移（最高2位・最低4位）' })).toBeInTheDocument();
    expect(card(2)).toHaveTextContent('テスト店2 · Yahoo!');
    expect(card(2)).toHaveTextContent('圏外↓下降');
    expect(card(2)).toHaveTextContent('過去30日の計測結果はありません');
    expect(card(3)).toHaveTextContent('表示なし•初回計測');
    expect(card(4)).toHaveTextContent('現在の順位未計測');
    expect(within(card(4)).queryByTestId('rank-trend')).not.toBeInTheDocument();

    expect(seen[0].get('kind')).toBe('contract');
    await userEvent.click(within(card(1)).getByRole('link', { name: 'テスト店1の「渋谷 ランチ1」の順位推移' }));
    await waitFor(() => expect(currentLocation()).toBe('/keyword/result/1'));
  });

  it('filters by media, and says so when there are no contracted keywords', async () => {
    const seen: URLSearchParams[] = [];
    server.use(measuresHandler([], seen), rankHistoriesHandler([]));
    renderApp('/keyword');
    expect(await screen.findByText('契約キーワードは登録されていません。')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /絞り込み/ });
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    await userEvent.selectOptions(screen.getByLabelText('媒体'), 'yahoo');
    await waitFor(() => expect(seen.at(-1)?.get('provider')).toBe('yahoo'));
    expect(currentLocation()).toBe('/keyword?provider=yahoo');
  });

  it('is not offered without a ranking contract', async () => {
    signIn({ ...contractOnly(), has_ranking_contract: false });
    renderApp('/keyword');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('順位推移 (/keyword/result/:id)', () => {
  it('shows the keyword, its current rank and trend, the day-by-day history with snapshot links here, and the geo-grid', async () => {
    const measure = makeMeasure(7);
    server.use(
      measureHandler(measure),
      rankHistoryHandler(historyRow(measure, [5, 3]), [rankResult(71, { rank: 3 }), rankResult(70, { rank: 5 })]),
      ...geoGridHandlers([makeGeoGrid(1, { measure_id: 7 })]),
    );
    renderApp('/keyword/result/7');
    expect(await screen.findByRole('heading', { level: 1, name: '渋谷 ランチ7' })).toBeInTheDocument();
    expect(screen.getByText('テスト店7（S-0007） · Google')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '計測の概要' })).toHaveTextContent('3位↑上昇');
    const history = await screen.findByTestId('measure-history-panel');
    const links = await within(history).findAllByRole('link', { name: /スナップショット/ });
    expect(links[0]).toHaveAttribute('href', '/keyword/result/7/screenshot?result=71');
    expect(await screen.findByTestId('geo-grid-average')).toHaveTextContent('4.5位');
    expect(screen.getByRole('link', { name: '契約キーワード順位に戻る' })).toHaveAttribute('href', '/keyword');
  });

  it('answers not found for an id that is not a number', async () => {
    renderApp('/keyword/result/abc');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('スナップショット (/keyword/result/:id/screenshot)', () => {
  it('shows the snapshot of the result and leads back to the keyword’s history', async () => {
    server.use(snapshotHandler(snapshotBody(71)));
    renderApp('/keyword/result/7/screenshot?result=71');
    expect(await screen.findByTestId('rank-snapshot')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /スナップショット|検索結果/ })).toHaveAttribute('src', '/api/screenshots/71/image');
    expect(screen.getByRole('link', { name: /戻る/ })).toHaveAttribute('href', '/keyword/result/7');
  });

  it('says a missing result id is missing', async () => {
    renderApp('/keyword/result/7/screenshot');
    expect(await screen.findByRole('alert')).toHaveTextContent('表示するスナップショットが指定されていません。');
  });
});
