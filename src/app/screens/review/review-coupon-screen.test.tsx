import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  CouponCampaign,
  CouponCampaignCreateRequest,
  CouponCampaignInput,
  CouponFeedback,
  CouponFlagRequest,
  CouponReviewExportRequest,
  ErrorBody,
  ListCouponCampaignsApiResponse,
  ListCouponReviewsApiResponse,
} from '../../../api/generated/coupon-reviews.gen';
import { makeUser } from '../../../testing/fixtures';
import { json, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const campaign = (id: number, store: number, overrides: Partial<CouponCampaign> = {}): CouponCampaign => ({
  coupon_id: id,
  local_account_id: `g_${store}`,
  store_name: `テスト店${store}`,
  enabled: false,
  public_url: `http://localhost:3000/coupon-review?token=token-of-campaign-${id}-xxxxxxxxxxxx`,
  feedback_count: 2,
  updated_at: '2026/05/01 10:00',
  coupon_title: 'ドリンク1杯無料',
  coupon_content: 'ソフトドリンク1杯',
  coupon_terms: '',
  valid_from: null,
  valid_until: '2026/12/31',
  valid_days: 30,
  page_title: 'ご来店ありがとうございました',
  page_message: '',
  thanks_message: '',
  ...overrides,
});

const feedback = (id: number, overrides: Partial<CouponFeedback> = {}): CouponFeedback => ({
  id,
  review_id: id + 100,
  coupon_id: 1,
  local_account_id: 'g_1',
  store_name: 'テスト店1',
  reviewer_name: '匿名',
  rating: 1,
  comment: '<b>待ち時間</b>が長かった',
  posted_at: '2026/05/02 09:00',
  coupon_code: 'K7M2Q9XR',
  visible_on_map: false,
  ...overrides,
});

const page = <T,>(data: T[]) => ({ data, pagination: { page: 1, page_size: 20, total: data.length, current_page: 1, last_page: 1 } });

const handlers = (campaigns: CouponCampaign[], items: CouponFeedback[] = [], onList?: (url: URL) => void) => [
  http.get('/api/coupon-reviews/campaigns', () => json<ListCouponCampaignsApiResponse>(page(campaigns))),
  http.get('/api/coupon-reviews', ({ request }) => {
    onList?.(new URL(request.url));
    return json<ListCouponReviewsApiResponse>(page(items));
  }),
];

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

beforeEach(() => seedSession(makeUser()));
afterEach(() => setClipboard(undefined));

describe('coupon review management (/review/coupon)', () => {
  it('validates the campaign form, shows server field errors on the fields, then creates', async () => {
    const campaigns = [campaign(1, 1)];
    const sent: CouponCampaignCreateRequest[] = [];
    server.use(
      ...handlers(campaigns),
      http.post('/api/coupon-reviews', async ({ request }) => {
        const body = (await request.json()) as CouponCampaignCreateRequest;
        sent.push(body);
        if (sent.length === 1) return json<ErrorBody>({ message: '入力内容に誤りがあります', errors: { coupon_title: ['このクーポン名は使えません'] } }, 422);
        const created = campaign(2, 2, { coupon_title: body.coupon_title });
        campaigns.push(created);
        return json({ message: 'クーポン口コミの設定を作成しました', data: created });
      }),
    );
    renderApp('/review/coupon');
    expect(await screen.findByRole('heading', { level: 1, name: 'クーポン口コミ管理' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'テスト店1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '新規作成' }));
    const form = await screen.findByTestId('coupon-campaign-form');
    const store = within(form).getByLabelText('店舗');
    // Stores that already have a campaign are not offered.
    expect(within(store).getAllByRole('option').map((o) => o.textContent)).toEqual(['店舗を選択してください', 'テスト店2', 'テスト店3']);
    await userEvent.type(within(form).getByLabelText('クーポン名'), '<特典>');
    await userEvent.type(within(form).getByLabelText('受付開始日'), '2026/07/01');
    await userEvent.type(within(form).getByLabelText('受付終了日'), '2026/06/31');
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await within(form).findByText('選択してください')).toBeInTheDocument();
    expect(within(form).getByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
    expect(within(form).getByText('存在する日付を入力してください')).toBeInTheDocument();
    expect(within(form).getAllByText('入力してください')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    await userEvent.selectOptions(store, 'g_2');
    await userEvent.clear(within(form).getByLabelText('クーポン名'));
    await userEvent.type(within(form).getByLabelText('クーポン名'), '10%割引');
    await userEvent.type(within(form).getByLabelText('クーポンの内容'), 'お会計から10%割引');
    await userEvent.clear(within(form).getByLabelText('受付終了日'));
    await userEvent.type(within(form).getByLabelText('受付終了日'), '2026/06/30');
    expect(await within(form).findByText('有効期間の開始日は終了日以前の日付を入力してください')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('受付開始日'));
    await userEvent.type(within(form).getByLabelText('ページのタイトル'), 'ご来店ありがとうございました');
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await within(form).findByText('このクーポン名は使えません')).toBeInTheDocument();
    expect(within(form).getByLabelText('クーポン名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('クーポン口コミの設定を作成しました')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'テスト店2' })).toBeInTheDocument();
    expect(screen.queryByTestId('coupon-campaign-form')).not.toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      local_account_id: 'g_2',
      coupon_title: '10%割引',
      coupon_content: 'お会計から10%割引',
      coupon_terms: '',
      valid_from: null,
      valid_until: '2026/06/30',
      valid_days: 30,
      page_title: 'ご来店ありがとうございました',
      page_message: '',
      thanks_message: '',
    });
  });

  it('edits a campaign, switches its flag on and copies its public URL', async () => {
    // jsdom has no clipboard: a stand-in that records what the page writes.
    const copied: string[] = [];
    setClipboard({ writeText: async (text: string) => void copied.push(text) });
    const campaigns = [campaign(1, 1)];
    const flags: CouponFlagRequest[] = [];
    const updates: CouponCampaignInput[] = [];
    server.use(
      ...handlers(campaigns),
      http.put('/api/coupon-reviews/flag', async ({ request }) => {
        const body = (await request.json()) as CouponFlagRequest;
        flags.push(body);
        campaigns[0] = { ...campaigns[0], enabled: body.enabled };
        return json({ message: 'クーポン口コミの受付を開始しました' });
      }),
      http.put('/api/coupon-reviews/:id', async ({ request }) => {
        const body = (await request.json()) as CouponCampaignInput;
        updates.push(body);
        campaigns[0] = { ...campaigns[0], ...body };
        return json({ message: 'クーポン口コミの設定を更新しました', data: campaigns[0] });
      }),
    );
    renderApp('/review/coupon');
    const flag = await screen.findByRole('switch', { name: 'テスト店1のアンケート受付' });
    expect(flag).not.toBeChecked();
    await userEvent.click(flag);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'テスト店1のアンケート受付' })).toBeChecked());
    expect(flags).toEqual([{ coupon_ids: [1], enabled: true }]);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));

    await userEvent.click(screen.getByRole('button', { name: 'テスト店1の公開URLをコピー' }));
    expect(await screen.findByText('URLをコピーしました')).toBeInTheDocument();
    expect(copied).toEqual([campaigns[0].public_url]);

    await userEvent.click(screen.getByRole('button', { name: 'テスト店1の設定を編集' }));
    const form = await screen.findByTestId('coupon-campaign-form');
    expect(within(form).queryByLabelText('店舗')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('クーポン名')).toHaveValue('ドリンク1杯無料');
    await userEvent.clear(within(form).getByLabelText('クーポンの有効日数（発行日から・1〜365）'));
    await userEvent.type(within(form).getByLabelText('クーポンの有効日数（発行日から・1〜365）'), '400');
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await within(form).findByText('1〜365の範囲で入力してください')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('クーポンの有効日数（発行日から・1〜365）'));
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ coupon_title: 'ドリンク1杯無料', valid_days: null, valid_until: '2026/12/31' });
  });

  it('lists feedback as text, filters it, toggles 地図に表示 and exports with the same filters', async () => {
    const listed: URL[] = [];
    const visibility: { id: string; visible: boolean }[] = [];
    const exports: CouponReviewExportRequest[] = [];
    server.use(
      ...handlers([campaign(1, 1), campaign(2, 2)], [feedback(7), feedback(8, { rating: 5, reviewer_name: 'たろう', comment: '最高' })], (url) => listed.push(url)),
      http.put('/api/coupon-reviews/update-mapreview/:id', async ({ request, params }) => {
        visibility.push({ id: String(params.id), ...((await request.json()) as { visible: boolean }) });
        return json({ message: '地図に表示する設定にしました', data: feedback(7, { visible_on_map: true }) });
      }),
      http.post('/api/coupon-reviews/file', async ({ request }) => {
        exports.push((await request.json()) as CouponReviewExportRequest);
        return json({ message: 'データファイルを作成しています。完了までしばらくお待ちください。', data: { id: 5, status: 'queued' } });
      }),
    );
    renderApp('/review/coupon');
    const list = await screen.findByTestId('coupon-feedback-list');
    // The customer's text is shown as typed, never as markup.
    expect(within(list).getByText('<b>待ち時間</b>が長かった')).toBeInTheDocument();
    expect(within(list).getByText('★1')).toBeInTheDocument();

    const filters = screen.getByTestId('coupon-feedback-filters');
    await userEvent.selectOptions(within(filters).getByLabelText('店舗'), 'g_2');
    await userEvent.type(within(filters).getByLabelText('開始日'), '2026/05/01');
    await userEvent.type(within(filters).getByLabelText('終了日'), '2026/04/30');
    await userEvent.click(within(filters).getByRole('button', { name: '絞り込む' }));
    expect(await within(filters).findByText('開始日は終了日以前の日付を入力してください')).toBeInTheDocument();
    await userEvent.clear(within(filters).getByLabelText('終了日'));
    await userEvent.type(within(filters).getByLabelText('終了日'), '2026/05/31');
    await userEvent.click(within(filters).getByRole('button', { name: '絞り込む' }));
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('local_account_ids')).toBe('g_2'));
    expect(Object.fromEntries(listed.at(-1)?.searchParams ?? [])).toMatchObject({ start_at: '2026/05/01', end_at: '2026/05/31', page: '1' });

    await userEvent.click(await screen.findByRole('checkbox', { name: '2026/05/02 09:00 匿名さんの口コミを地図に表示' }));
    await waitFor(() => expect(visibility).toEqual([{ id: '7', visible: true }]));

    await userEvent.click(screen.getByRole('button', { name: 'Excelで出力' }));
    expect(await screen.findByTestId('export-running-dialog')).toHaveTextContent('データファイルを作成しています。');
    expect(exports).toEqual([{ format: 'xlsx', local_account_ids: ['g_2'], start_at: '2026/05/01', end_at: '2026/05/31' }]);
  });

  it('keeps the feedback filters and page in the URL, so a reload shows the same list', async () => {
    const listed: URL[] = [];
    server.use(...handlers([campaign(1, 1), campaign(2, 2)], [feedback(7)], (url) => listed.push(url)));
    // The end before the start is left out, as the filter form would refuse it.
    renderApp('/review/coupon?local_account_id=g_2&start_at=2026/05/01&end_at=2026/04/30&page=2');
    await screen.findByTestId('coupon-feedback-list');
    expect(Object.fromEntries(listed.at(-1)?.searchParams ?? [])).toEqual({ local_account_ids: 'g_2', start_at: '2026/05/01', page: '2', page_size: '20' });
    const filters = screen.getByTestId('coupon-feedback-filters');
    expect(within(filters).getByLabelText('開始日')).toHaveValue('2026/05/01');
    expect(within(filters).getByLabelText('終了日')).toHaveValue('');

    await userEvent.type(within(filters).getByLabelText('終了日'), '2026/05/31');
    await userEvent.click(within(filters).getByRole('button', { name: '絞り込む' }));
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('end_at')).toBe('2026/05/31'));
    expect(listed.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('says a failed feedback load failed instead of showing an empty list', async () => {
    server.use(
      http.get('/api/coupon-reviews/campaigns', () => json<ListCouponCampaignsApiResponse>(page([campaign(1, 1)]))),
      http.get('/api/coupon-reviews', () => json<ErrorBody>({ message: 'サーバーエラー' }, 500)),
    );
    renderApp('/review/coupon');
    const section = await screen.findByTestId('coupon-feedback-section');
    expect(await within(section).findByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(within(section).queryByTestId('empty-state')).not.toBeInTheDocument();
  });

  it('is not shown without the Google contract', async () => {
    const yahooOnly = makeUser({ contracted_contents: { ...makeUser().contracted_contents, meo_analytics_flag: false } });
    seedSession(yahooOnly);
    server.use(userInfoHandler({}, yahooOnly), ...handlers([]));
    renderApp('/review/coupon');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
