import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  dashboardCalendar,
  dashboardCalendarHandler,
  dashboardFigure,
  dashboardMetric,
  dashboardMetricHandler,
  defaultFigures,
} from '../../../testing/dashboard-handlers';
import { allFlags, makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderWithProviders, seedSession } from '../../../testing/render';
import { DashboardScreen } from './dashboard-screen';

// jsdom cannot draw: chart.js never finishes loading here, the kit's table fallback still renders the numbers.
jest.mock('../../../components/charts/chart-loader', () => ({ loadChartJs: () => new Promise(() => undefined) }));

const MONTH = '2026/05';
const months = (seen: URLSearchParams[]) => seen.map((q) => q.get('month'));
const card = (id: string) => screen.getAllByTestId('figure-card').find((c) => c.dataset.figure === id)!;
const renderDashboard = (route = '/dashboard') => renderWithProviders(<DashboardScreen />, { route });

beforeEach(() => seedSession(makeUser()));

describe('ダッシュボード (/dashboard)', () => {
  it('shows each figure with its value and the change against the previous month', async () => {
    const metricSeen: URLSearchParams[] = [];
    const calendarSeen: URLSearchParams[] = [];
    server.use(localAccountsHandler(makeLocalAccounts(2)), dashboardMetricHandler(MONTH, metricSeen), dashboardCalendarHandler(MONTH, calendarSeen));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeInTheDocument();
    await waitFor(() => expect(within(card('impressions')).getByTestId('figure-value')).toHaveTextContent('12,345'));

    expect(within(card('impressions')).getByTestId('figure-change')).toHaveTextContent('前月比▲+12.3%増加');
    expect(within(card('call_clicks')).getByTestId('figure-change')).toHaveTextContent('−4.0%');
    expect(within(card('call_clicks')).getByTestId('figure-change')).toHaveAttribute('data-direction', 'down');
    expect(within(card('direction_requests')).getByTestId('figure-change')).toHaveTextContent('±0.0%変化なし');
    expect(within(card('website_clicks')).getByTestId('figure-change')).toHaveTextContent('前月のデータなし');
    expect(within(card('average_rating')).getByTestId('figure-value')).toHaveTextContent('4.3');
    expect(within(card('average_rating')).getByTestId('figure-change')).toHaveTextContent('+0.3pt');
    expect(within(card('website_clicks')).getByRole('heading', { name: 'ウェブサイトのクリック' })).toBeInTheDocument();
    // The small chart's numbers for screen readers: one column per day, the gap on the 2nd said as such.
    const table = within(card('impressions')).getByRole('table', { name: '2026年5月の表示回数の推移の数値' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(32);
    expect(within(table).getAllByRole('cell')[1]).toHaveTextContent('データなし');

    expect(screen.getByTestId('month-label')).toHaveTextContent('2026年5月');
    // The figures ask without a month (the server's default); the calendar follows the month they answered.
    expect(months(metricSeen)).toEqual([null]);
    await waitFor(() => expect(months(calendarSeen)).toEqual([MONTH]));
  });

  it('moves to the previous month and back, sending month=YYYY/MM', async () => {
    const metricSeen: URLSearchParams[] = [];
    const calendarSeen: URLSearchParams[] = [];
    server.use(localAccountsHandler(makeLocalAccounts(2)), dashboardMetricHandler(MONTH, metricSeen), dashboardCalendarHandler(MONTH, calendarSeen));
    renderDashboard('/dashboard?stores=g_1,y_3');
    await screen.findByRole('button', { name: '5月1日 投稿0件 口コミ0件 計測0件' });

    await userEvent.click(screen.getByRole('button', { name: '前月（2026年4月）を表示' }));
    await waitFor(() => expect(screen.getByTestId('month-label')).toHaveTextContent('2026年4月'));
    expect(metricSeen.at(-1)?.get('month')).toBe('2026/04');
    // A Yahoo key in the URL is dropped: the figures are Google's.
    expect(metricSeen.at(-1)?.get('local_account_ids')).toBe('g_1');
    await screen.findByRole('button', { name: '4月30日 投稿0件 口コミ0件 計測0件' });
    expect(calendarSeen.at(-1)?.get('month')).toBe('2026/04');
    expect(currentLocation()).toContain('month=2026%2F04');

    await userEvent.click(screen.getByRole('button', { name: '翌月（2026年5月）を表示' }));
    await waitFor(() => expect(metricSeen.at(-1)?.get('month')).toBe('2026/05'));
  });

  it("opens a day's stores from the calendar, by click or Enter", async () => {
    const busy = {
      3: {
        posts: 2,
        reviews: 1,
        measurements: 4,
        stores: [
          { account: 'g_1', posts: 2, reviews: 0, measurements: 4 },
          { account: 'g_2', posts: 0, reviews: 1, measurements: 0 },
        ],
      },
    };
    server.use(
      localAccountsHandler(makeLocalAccounts(2)),
      dashboardMetricHandler(MONTH),
      dashboardCalendarHandler(MONTH, undefined, (m) => dashboardCalendar(m, busy)),
    );
    renderDashboard();
    const day = await screen.findByRole('button', { name: '5月3日 投稿2件 口コミ1件 計測4件' });
    expect(screen.getByRole('columnheader', { name: '日' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '2026年5月の投稿・口コミ・順位計測' })).toBeInTheDocument();

    day.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByTestId('day-stores');
    expect(within(panel).getByRole('heading', { name: '5月3日の店舗' })).toHaveFocus();
    expect(within(panel).getByTestId('day-store-g_1')).toHaveTextContent('テスト店1投稿2件口コミ0件計測4件');
    expect(within(panel).getByTestId('day-store-g_2')).toHaveTextContent('テスト店2');
    expect(day).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(panel).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByTestId('day-stores')).not.toBeInTheDocument();
    expect(day).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: '5月4日 投稿0件 口コミ0件 計測0件' }));
    expect(await screen.findByText('この日の投稿・口コミ・順位計測はありません。')).toBeInTheDocument();
  });

  it('says when no Google store is linked, without asking for figures', async () => {
    const seen: URLSearchParams[] = [];
    server.use(localAccountsHandler(makeLocalAccounts(0, 2)), dashboardMetricHandler(MONTH, seen), dashboardCalendarHandler(MONTH));
    renderDashboard();
    expect(await screen.findByText('Googleの店舗が連携されていません。設定の連携管理から店舗を連携してください。')).toBeInTheDocument();
    expect(screen.queryByTestId('figure-grid')).not.toBeInTheDocument();
  });

  it('says when the month has no data yet, and keeps the calendar', async () => {
    const empty = defaultFigures.map((f) => dashboardFigure(f.metric_id, null, null));
    server.use(
      localAccountsHandler(makeLocalAccounts(2)),
      dashboardMetricHandler(MONTH, undefined, (m) => dashboardMetric(m, empty, [])),
      dashboardCalendarHandler(MONTH),
    );
    renderDashboard();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('この月のデータはまだありません。');
    expect(await screen.findByRole('button', { name: '5月1日 投稿0件 口コミ0件 計測0件' })).toBeInTheDocument();
  });

  it('offers a retry when the figures fail to load', async () => {
    let fail = true;
    server.use(
      localAccountsHandler(makeLocalAccounts(2)),
      http.get('/api/dashboard/metric', () => (fail ? json({ message: 'error' }, 500) : json(dashboardMetric(MONTH)))),
      dashboardCalendarHandler(MONTH),
    );
    renderDashboard();
    expect(await screen.findByTestId('query-error')).toHaveTextContent('データを読み込めませんでした');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(within(card('impressions')).getByTestId('figure-value')).toHaveTextContent('12,345'));
  });

  it('draws the same boxes while loading as when loaded', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      localAccountsHandler(makeLocalAccounts(2)),
      http.get('/api/dashboard/metric', async () => {
        await gate;
        return json(dashboardMetric(MONTH));
      }),
      dashboardCalendarHandler(MONTH),
    );
    renderDashboard();
    const skeleton = screen.getAllByTestId('figure-card');
    const shapes = (cards: HTMLElement[]) => cards.map((c) => [c.dataset.figure, c.className, c.children.length]);
    const loadingShapes = shapes(skeleton);
    expect(skeleton).toHaveLength(7);
    expect(skeleton[0]).toHaveAttribute('aria-busy', 'true');
    // The calendar holds its six weeks before it knows the month.
    const calendar = screen.getByTestId('month-calendar');
    expect(within(calendar).getAllByRole('row')).toHaveLength(7);

    release();
    await waitFor(() => expect(within(card('impressions')).getByTestId('figure-value')).toHaveTextContent('12,345'));
    expect(shapes(screen.getAllByTestId('figure-card'))).toEqual(loadingShapes);
    await screen.findByRole('button', { name: '5月1日 投稿0件 口コミ0件 計測0件' });
    expect(within(screen.getByTestId('month-calendar')).getAllByRole('row')).toHaveLength(7);
  });

  it('is not found without the Google analytics contract', async () => {
    seedSession(makeUser({ contracted_contents: { ...allFlags(true), meo_analytics_flag: false } }));
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'ダッシュボード' })).not.toBeInTheDocument();
  });
});
