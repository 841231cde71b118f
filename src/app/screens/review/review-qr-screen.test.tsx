import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ErrorBody, GetReviewQrCodeApiResponse, QrCodeSettingRequest, UpdateReviewQrCodeApiResponse } from '../../../api/generated/review-qr.gen';
import { allFlags, makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const REVIEW_URI = 'https://search.google.com/local/writereview?placeid=ChIJtest';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const setting = (key: string, overrides: Partial<GetReviewQrCodeApiResponse['data']> = {}): GetReviewQrCodeApiResponse => ({
  data: { local_account_id: key, store_name: 'テスト店2', new_review_uri: REVIEW_URI, template: 'default', paper_size: 'card', language: 'jp', headline: '', message: '', ...overrides },
});

// jsdom has no object URLs; the browser's are stand-ins here, recorded so the test can see them revoked.
let created = 0;
const revoked: string[] = [];
beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: () => `blob:qr-${(created += 1)}`,
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});

interface Recorded {
  files: URLSearchParams[];
  saved: QrCodeSettingRequest[];
}

function qrHandlers(options: { saveError?: ErrorBody } = {}): Recorded {
  const recorded: Recorded = { files: [], saved: [] };
  server.use(
    localAccountsHandler(makeLocalAccounts(3)),
    http.get('/api/reviews/qr-code', ({ request }) => json<GetReviewQrCodeApiResponse>(setting(new URL(request.url).searchParams.get('local_account_id') ?? ''))),
    http.put('/api/reviews/qr-code', async ({ request }) => {
      const body = (await request.json()) as QrCodeSettingRequest;
      recorded.saved.push(body);
      if (options.saveError) return json<ErrorBody>(options.saveError, 422);
      return json<UpdateReviewQrCodeApiResponse>({ message: '口コミQRコードの設定を保存しました', data: { ...setting(body.local_account_id).data, ...body } });
    }),
    http.get('/api/reviews/download-qr-code', ({ request }) => {
      const params = new URL(request.url).searchParams;
      recorded.files.push(params);
      const name = encodeURIComponent(`口コミQRコード_テスト店2_名刺サイズ.${params.get('format')}`);
      return new HttpResponse(PNG, {
        headers: {
          'content-type': params.get('format') === 'pdf' ? 'application/pdf' : 'image/png',
          'content-disposition': `${params.get('disposition') ?? 'attachment'}; filename="qr.${params.get('format')}"; filename*=UTF-8''${name}`,
        },
      });
    }),
  );
  return recorded;
}

async function openStore() {
  renderApp('/review/qr');
  expect(await screen.findByRole('heading', { level: 1, name: '口コミQRコード' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('店舗を検索'), 'テスト店2');
  const select = screen.getByLabelText('店舗');
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(select, 'g_2');
  return screen.findByTestId('qr-design-form');
}

beforeEach(() => seedSession(makeUser()));

describe('review QR screen (口コミQRコード)', () => {
  it('shows the saved design with a live preview that follows every change', async () => {
    const recorded = qrHandlers();
    await openStore();
    expect(screen.getByRole('link', { name: REVIEW_URI })).toHaveAttribute('href', REVIEW_URI);
    expect(screen.getByRole('radio', { name: 'スタンダード' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '名刺サイズ 91×55mm' })).toBeChecked();

    const preview = await screen.findByRole('img', { name: 'テスト店2の口コミQRコード（スタンダード・名刺サイズ 91×55mm）のプレビュー' });
    const first = preview.getAttribute('src');
    expect(first).toMatch(/^blob:qr-/);
    expect(Object.fromEntries(recorded.files[0])).toEqual({ local_account_id: 'g_2', template: 'default', paper_size: 'card', language: 'jp', format: 'png', disposition: 'inline' });

    await userEvent.click(screen.getByRole('radio', { name: 'リボン' }));
    await userEvent.click(screen.getByRole('radio', { name: 'はがき 100×148mm' }));
    await userEvent.selectOptions(screen.getByLabelText('言語'), '日本語＋英語＋中国語');
    await userEvent.type(screen.getByLabelText('タイトル'), 'ご感想をお聞かせください');
    const updated = await screen.findByRole('img', { name: 'テスト店2の口コミQRコード（リボン・はがき 100×148mm）のプレビュー' }, { timeout: 5000 });
    await waitFor(() => expect(updated.getAttribute('src')).not.toBe(first));
    // Typing is debounced: the settled design is requested, not one request per key (4 changes + 12 keys would be
    // 17 requests); a slow machine may let one or two intermediate designs through, hence the margin.
    await waitFor(() =>
      expect(Object.fromEntries(recorded.files.at(-1) ?? [])).toMatchObject({
        template: 'template_12',
        paper_size: 'postcard',
        language: 'jp_en_cn',
        headline: 'ご感想をお聞かせください',
      }),
    );
    expect(recorded.files.length).toBeLessThan(9);
    await waitFor(() => expect(revoked).toContain(first));
  });

  it('saves the design and downloads the PDF and the PNG', async () => {
    const recorded = qrHandlers();
    await openStore();
    await userEvent.click(screen.getByRole('radio', { name: '桜' }));
    await userEvent.type(screen.getByLabelText('メッセージ'), 'いつもありがとうございます');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('口コミQRコードの設定を保存しました')).toBeInTheDocument();
    expect(recorded.saved).toEqual([{ local_account_id: 'g_2', template: 'template_14', paper_size: 'card', language: 'jp', headline: '', message: 'いつもありがとうございます' }]);

    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'PDFダウンロード' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const pdf = recorded.files.find((params) => params.get('disposition') === 'attachment');
      expect(Object.fromEntries(pdf ?? [])).toMatchObject({ template: 'template_14', format: 'pdf', disposition: 'attachment' });
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('口コミQRコード_テスト店2_名刺サイズ.pdf');
      await userEvent.click(screen.getByRole('button', { name: 'PNGダウンロード' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
      // The debounced preview (inline) may land between or after the downloads, so the downloads are picked out.
      const downloads = recorded.files.filter((params) => params.get('disposition') === 'attachment').map((params) => params.get('format'));
      expect(downloads).toEqual(['pdf', 'png']);
      expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('口コミQRコード_テスト店2_名刺サイズ.png');
    } finally {
      click.mockRestore();
    }
  });

  it('refuses forbidden characters before sending, and shows the server’s field errors on the field', async () => {
    const recorded = qrHandlers({ saveError: { message: '入力内容に誤りがあります', errors: { message: ['改行は5回までです'] } } });
    await openStore();
    const headline = screen.getByLabelText('タイトル');
    await userEvent.type(headline, '<特別>ご案内');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('入力内容に誤りがあるため、プレビューを更新できません')).toBeInTheDocument();
    expect(recorded.saved).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'PDFダウンロード' }));
    expect(recorded.files.every((params) => params.get('format') === 'png')).toBe(true);

    await userEvent.clear(headline);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('改行は5回までです')).toBeInTheDocument();
    expect(screen.getByLabelText('メッセージ')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is for Normal users only: a store user sees the not-found page', async () => {
    const storeUser = makeUser({ user_type: 'store', contracted_contents: allFlags(true) });
    seedSession(storeUser);
    server.use(userInfoHandler({}, storeUser));
    renderApp('/review/qr');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '口コミQRコード' })).not.toBeInTheDocument();
  });
});
