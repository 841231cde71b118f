import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  CouponReviewSubmitRequest,
  ErrorBody,
  GetCouponReviewPageApiResponse,
  GetIssuedCouponApiResponse,
  SubmitCouponReviewApiResponse,
} from '../../../api/generated/coupon-reviews.gen';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp } from '../../../testing/render';

const TOKEN = 'page-token-0123456789abcdef';
const COUPON_TOKEN = 'coupon-token-0123456789abcdef';
const COMPLIANCE = 'このクーポンはアンケートへのご協力のお礼です。評価の内容や、Google等への口コミ投稿の有無にかかわらずお渡しします。';

const pageBody = (accepting = true): GetCouponReviewPageApiResponse => ({
  data: {
    store_name: 'デモ食堂 渋谷店',
    page_title: 'ご来店ありがとうございました',
    page_message: 'ご意見をお聞かせください。',
    coupon_title: 'ドリンク1杯無料',
    coupon_content: 'ソフトドリンクを1杯サービス',
    accepting,
  },
});

const couponBody: GetIssuedCouponApiResponse = {
  data: {
    store_name: 'デモ食堂 渋谷店',
    coupon_title: 'ドリンク1杯無料',
    coupon_content: 'ソフトドリンクを1杯サービス',
    coupon_terms: '1会計につき1枚まで',
    coupon_code: 'K7M2Q9XR',
    valid_until: '2026/06/09',
    issued_at: '2026/05/10 12:00',
  },
};

describe('public coupon review page (/coupon-review)', () => {
  it('validates, sends a 1-star rating like any other, and moves on to the coupon with the thanks message', async () => {
    const sent: CouponReviewSubmitRequest[] = [];
    server.use(
      http.get('/api/coupon-review-page', ({ request }) =>
        new URL(request.url).searchParams.get('token') === TOKEN ? json(pageBody()) : json<ErrorBody>({ message: 'x' }, 404),
      ),
      http.post('/api/coupon-review-page', async ({ request }) => {
        sent.push((await request.json()) as CouponReviewSubmitRequest);
        return json<SubmitCouponReviewApiResponse>({ message: 'ご協力ありがとうございました', data: { coupon_token: COUPON_TOKEN, thanks_message: 'またのご来店をお待ちしております。' } });
      }),
      http.get('/api/coupon', ({ request }) =>
        new URL(request.url).searchParams.get('token') === COUPON_TOKEN ? json(couponBody) : json<ErrorBody>({ message: 'x' }, 404),
      ),
    );
    renderApp(`/coupon-review?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ご来店ありがとうございました' })).toBeInTheDocument();
    expect(screen.getByTestId('public-store-name')).toHaveTextContent('デモ食堂 渋谷店');
    expect(screen.getByTestId('coupon-offer-title')).toHaveTextContent('ドリンク1杯無料');
    expect(screen.getByTestId('coupon-compliance')).toHaveTextContent(COMPLIANCE);
    // No product branding on the customer's page.
    expect(screen.queryByText(/MEO Dash|MAP 管理コンソール/)).not.toBeInTheDocument();
    expect(document.title).toBe('ご来店ありがとうございました | デモ食堂 渋谷店');

    await userEvent.click(screen.getByRole('button', { name: '回答を送信する' }));
    const form = screen.getByTestId('coupon-review-form');
    expect(await within(form).findByText('選択してください')).toBeInTheDocument();
    expect(within(form).getByText('入力してください')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const stars = within(form).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(screen.getByRole('radio', { name: '星1つ' }));
    expect(screen.getByRole('radio', { name: '星1つ' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('ご意見・ご感想'), '待ち時間が長かったです');
    await userEvent.click(screen.getByRole('button', { name: '回答を送信する' }));

    await waitFor(() => expect(currentLocation()).toBe(`/coupon?token=${COUPON_TOKEN}`));
    expect(sent).toEqual([{ token: TOKEN, rating: 1, comment: '待ち時間が長かったです' }]);
    expect(await screen.findByTestId('coupon-code')).toHaveTextContent('K7M2Q9XR');
    expect(screen.getByTestId('coupon-thanks')).toHaveTextContent('またのご来店をお待ちしております。');
    expect(screen.getByTestId('coupon-compliance')).toHaveTextContent(COMPLIANCE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s field errors on the fields and a refusal inline', async () => {
    let calls = 0;
    server.use(
      http.get('/api/coupon-review-page', () => json(pageBody())),
      http.post('/api/coupon-review-page', () => {
        calls += 1;
        return calls === 1
          ? json<ErrorBody>({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { nickname: ['改行は入力できません'] } }, 422)
          : json<ErrorBody>({ message: '現在、この店舗ではアンケートを受け付けていません', code: 'coupon_not_accepting' }, 409);
      }),
    );
    renderApp(`/coupon-review?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('radio', { name: '星5つ' }));
    await userEvent.type(screen.getByLabelText('ご意見・ご感想'), '最高でした');
    await userEvent.type(screen.getByLabelText('ニックネーム（任意・30文字以内）'), 'たろう');
    await userEvent.click(screen.getByRole('button', { name: '回答を送信する' }));
    expect(await screen.findByText('改行は入力できません')).toBeInTheDocument();
    expect(screen.getByLabelText('ニックネーム（任意・30文字以内）')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: '回答を送信する' }));
    expect(await screen.findByTestId('coupon-review-problem')).toHaveTextContent('現在、この店舗ではアンケートを受け付けていません');
    expect(currentLocation()).toBe(`/coupon-review?token=${TOKEN}`);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('explains a closed page and an unknown link in Japanese, still stating the compliance sentence when open to read', async () => {
    server.use(http.get('/api/coupon-review-page', () => json(pageBody(false))));
    const closed = renderApp(`/coupon-review?token=${TOKEN}`);
    expect(await screen.findByText('現在、このページではアンケートを受け付けていません。')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-compliance')).toHaveTextContent(COMPLIANCE);
    expect(screen.queryByRole('button', { name: '回答を送信する' })).not.toBeInTheDocument();
    closed.unmount();

    server.use(http.get('/api/coupon-review-page', () => json<ErrorBody>({ message: 'お探しのデータが見つかりません', code: 'not_found' }, 404)));
    const unknown = renderApp(`/coupon-review?token=${TOKEN}`);
    expect(await screen.findByText('ページが見つかりません。URLをお確かめください。')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    unknown.unmount();

    renderApp('/coupon-review');
    expect(await screen.findByText('ページが見つかりません。URLをお確かめください。')).toBeInTheDocument();
  });
});

describe('public coupon page (/coupon)', () => {
  it('shows the coupon with its code, terms, validity and the compliance sentence', async () => {
    server.use(http.get('/api/coupon', () => json(couponBody)));
    renderApp(`/coupon?token=${COUPON_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ドリンク1杯無料' })).toBeInTheDocument();
    expect(screen.getByTestId('coupon-code')).toHaveTextContent('K7M2Q9XR');
    expect(screen.getByTestId('coupon-valid-until')).toHaveTextContent('2026/06/09');
    expect(screen.getByText('1会計につき1枚まで')).toBeInTheDocument();
    expect(screen.getByTestId('coupon-compliance')).toHaveTextContent(COMPLIANCE);
    expect(screen.queryByTestId('coupon-thanks')).not.toBeInTheDocument();
  });

  it('says so when the coupon link is unknown', async () => {
    server.use(http.get('/api/coupon', () => json<ErrorBody>({ message: 'お探しのデータが見つかりません' }, 404)));
    renderApp(`/coupon?token=${COUPON_TOKEN}`);
    expect(await screen.findByText('クーポンが見つかりません。URLをお確かめください。')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
