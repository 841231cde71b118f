import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  AutoReplyDecisionRequest,
  AutoReplyEnabledRequest,
  AutoReplyItem,
  AutoReplySetting,
  AutoReplySettingsUpdateRequest,
  DecideAutoReplyApiResponse,
  ErrorBody,
  GetAutoReplyApiResponse,
  ListAutoRepliesApiResponse,
  ListAutoReplySettingsApiResponse,
  UpdateAutoReplyApiResponse,
  UpdateAutoReplySettingsApiResponse,
} from '../../../api/generated/auto-reply.gen';
import { allFlags, makeLocalAccounts, makeUser } from '../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const setting = (id: string, name: string, overrides: Partial<AutoReplySetting> = {}): AutoReplySetting => ({
  local_account_id: id,
  store_name: name,
  enabled: false,
  mode: 0,
  ratings: [1, 2, 3, 4, 5],
  fixed_texts: {},
  ai_tone: 'polite',
  ai_mention: '',
  ai_avoid: '',
  delay_minutes: 0,
  approval_max_rating: null,
  updated_at: null,
  ...overrides,
});

const item = (id: number, overrides: Partial<AutoReplyItem> = {}): AutoReplyItem => ({
  id,
  review_id: id,
  local_account_id: 'g_1',
  store_name: 'テスト店1',
  mode: 0,
  status: 'awaiting_approval',
  draft: 'ご意見ありがとうございます。',
  send_after: '2026/04/01 10:00',
  sent_at: null,
  error_message: null,
  review_rating: 1,
  review_comment: '待ち時間が長かったです。',
  reviewer_name: '佐藤',
  ...overrides,
});

const page = <T,>(data: T[]) => ({ data, pagination: { page: 1, page_size: 20, total: data.length, current_page: 1, last_page: 1 } });

// The auto-reply endpoints over in-memory settings and replies, recording every write.
const autoReplyServer = (settings: AutoReplySetting[], replies: AutoReplyItem[] = []) => {
  const writes: { op: string; body: unknown; id?: string }[] = [];
  const statuses: (string | null)[] = [];
  server.use(
    localAccountsHandler(makeLocalAccounts(3, 1)),
    http.get('/api/auto-reply-setting', () => json<ListAutoReplySettingsApiResponse>(page(settings))),
    http.get('/api/users/get-auto-reply', ({ request }) => {
      const id = new URL(request.url).searchParams.get('local_account_id');
      return json<GetAutoReplyApiResponse>({ data: settings.find((s) => s.local_account_id === id) ?? setting(String(id), '') });
    }),
    http.put('/api/auto-reply-setting', async ({ request }) => {
      const body = (await request.json()) as AutoReplySettingsUpdateRequest;
      writes.push({ op: 'settings', body });
      if (body.setting.fixed_texts['5']?.includes('NG')) {
        return json<ErrorBody>({ message: '入力内容に誤りがあります', errors: { 'setting.fixed_texts.5': ['使用できない表現が含まれています'] } }, 422);
      }
      return json<UpdateAutoReplySettingsApiResponse>({ message: '自動返信設定を保存しました' });
    }),
    http.put('/api/users/update-auto-reply', async ({ request }) => {
      const body = (await request.json()) as AutoReplyEnabledRequest;
      writes.push({ op: 'switch', body });
      if (body.local_account_id === 'g_3') {
        return json<ErrorBody>({ message: '入力内容に誤りがあります', errors: { enabled: ['自動返信する評価を選択して保存してから、オンにしてください'] } }, 422);
      }
      const row = settings.find((s) => s.local_account_id === body.local_account_id);
      if (row) row.enabled = body.enabled;
      return json<UpdateAutoReplyApiResponse>({ message: '保存しました', data: row ?? setting(body.local_account_id, '') });
    }),
    http.get('/api/reviews/auto-replies', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      return json<ListAutoRepliesApiResponse>(page(replies.filter((r) => !status || r.status === status)));
    }),
    http.put('/api/reviews/auto-replies/:id', async ({ request, params }) => {
      const body = (await request.json()) as AutoReplyDecisionRequest;
      writes.push({ op: 'decide', id: String(params.id), body });
      const row = replies.find((r) => r.id === Number(params.id)) ?? item(0);
      row.status = body.action === 'approve' ? 'scheduled' : 'rejected';
      return json<DecideAutoReplyApiResponse>({ message: body.action === 'approve' ? '返信を承認しました' : '返信を却下しました', data: row });
    }),
  );
  return { writes, statuses };
};

const closeSuccess = async () => userEvent.click(within(await screen.findByTestId('success-dialog')).getByRole('button', { name: 'OK' }));

beforeEach(() => seedSession(makeUser()));

describe('review auto-reply screen (自動返信設定)', () => {
  it('applies one setting to the checked Google stores, with fixed texts per answered rating', async () => {
    const { writes } = autoReplyServer([setting('g_1', 'テスト店1')]);
    renderApp('/review/auto-reply-setting');
    const section = await screen.findByTestId('auto-reply-bulk-form');
    const form = within(section).getByRole('form', { name: '選択した店舗の自動返信設定' });
    expect(within(section).getByText('設定する店舗を上の一覧で選択してください。')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '選択した店舗に保存' })).toBeDisabled();
    expect(within(section).getByRole('note')).toHaveTextContent('有効にした後に投稿された口コミにだけ返信します');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'テスト店1 S-0001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'テスト店3 S-0003' }));
    // Yahoo!プレイス offers no reply API: its stores are not offered, and the screen says why.
    expect(screen.getByText(/自動返信はGoogleの店舗にだけ設定できます/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yahoo!' }));
    expect(await screen.findByText('条件に一致する店舗はありません。')).toBeInTheDocument();
    expect(within(section).getByText('対象: 2店舗')).toBeInTheDocument();

    // AI返信 shows the AI instructions; 定型文返信 swaps them for one text per answered rating.
    expect(within(form).getByLabelText('返信の口調')).toBeInTheDocument();
    expect(within(form).queryByLabelText('★5の口コミへの返信文')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: '定型文返信' }));
    expect(within(form).queryByLabelText('返信の口調')).not.toBeInTheDocument();
    // The answered ratings start from the safe default, ★4・★5: one text each.
    for (const n of [4, 5]) expect(within(form).getByLabelText(`★${n}の口コミへの返信文`)).toBeInTheDocument();
    for (const n of [1, 2, 3]) expect(within(form).queryByLabelText(`★${n}の口コミへの返信文`)).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: '選択した店舗に保存' }));
    expect(await within(form).findAllByText('入力してください')).toHaveLength(2);
    expect(writes).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('★4の口コミへの返信文'), 'ありがとうございます。');
    await userEvent.type(within(form).getByLabelText('★5の口コミへの返信文'), '{{投稿者名}様 NG');
    await userEvent.selectOptions(within(form).getByLabelText('返信までの待ち時間'), '3時間後');
    await userEvent.selectOptions(within(form).getByLabelText('低評価の承認'), '承認なし（すべて自動で送信）');
    await userEvent.click(within(form).getByRole('button', { name: '選択した店舗に保存' }));
    // A server field error lands on its field and keeps everything typed.
    expect(await within(form).findByText('使用できない表現が含まれています')).toBeInTheDocument();
    const five = within(form).getByLabelText('★5の口コミへの返信文');
    expect(five).toHaveAttribute('aria-invalid', 'true');
    expect(five).toHaveValue('{投稿者名}様 NG');

    await userEvent.clear(five);
    await userEvent.type(five, '{{投稿者名}様、ありがとうございます。');
    await userEvent.click(within(form).getByRole('button', { name: '選択した店舗に保存' }));
    await closeSuccess();
    expect(writes.at(-1)).toEqual({
      op: 'settings',
      body: {
        local_account_ids: ['g_1', 'g_3'],
        setting: {
          enabled: true,
          mode: 1,
          ratings: [4, 5],
          fixed_texts: { '4': 'ありがとうございます。', '5': '{投稿者名}様、ありがとうございます。' },
          ai_tone: 'polite',
          ai_mention: '',
          ai_avoid: '',
          delay_minutes: 180,
          approval_max_rating: null,
        },
      },
    });

    await userEvent.click(within(form).getByRole('radio', { name: 'AI返信' }));
    expect(within(form).queryByLabelText('★4の口コミへの返信文')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('必ず触れること')).toBeInTheDocument();
  });

  it('starts from the same safe default as a store (★4・★5, low ratings held) and says what a save will do', async () => {
    const { writes } = autoReplyServer([setting('g_1', 'テスト店1')]);
    renderApp('/review/auto-reply-setting');
    const section = await screen.findByTestId('auto-reply-bulk-form');
    const form = within(section).getByRole('form', { name: '選択した店舗の自動返信設定' });
    for (const n of [4, 5]) expect(within(form).getByRole('checkbox', { name: `★${n}` })).toBeChecked();
    for (const n of [1, 2, 3]) expect(within(form).getByRole('checkbox', { name: `★${n}` })).not.toBeChecked();
    expect(within(form).getByLabelText('低評価の承認')).toHaveDisplayValue('★3以下は承認してから送信');
    const summary = within(form).getByTestId('auto-reply-summary');
    expect(summary).toHaveTextContent('保存される内容自動で送信: ★4・★5承認してから送信: なし自動返信しない: ★1・★2・★3');

    // Ticking a low rating puts it in the approval queue, not in the automatic sends, and the summary says so.
    await userEvent.click(within(form).getByRole('checkbox', { name: '★1' }));
    expect(summary).toHaveTextContent('自動で送信: ★4・★5承認してから送信: ★1自動返信しない: ★2・★3');
    await userEvent.click(within(form).getByRole('checkbox', { name: '★1' }));
    await userEvent.click(within(form).getByRole('radio', { name: '無効' }));
    expect(summary).toHaveTextContent('自動返信は無効で保存されます。');
    await userEvent.click(within(form).getByRole('radio', { name: '有効' }));

    await userEvent.click(await screen.findByRole('checkbox', { name: 'テスト店1 S-0001' }));
    await userEvent.click(within(form).getByRole('button', { name: '選択した店舗に保存' }));
    await closeSuccess();
    expect(writes.at(-1)).toMatchObject({ op: 'settings', body: { local_account_ids: ['g_1'], setting: { enabled: true, mode: 0, ratings: [4, 5], approval_max_rating: 3 } } });
  });

  it('opens one store from its row, saves it alone, and flips a store on from its switch', async () => {
    const { writes } = autoReplyServer([
      setting('g_1', 'テスト店1'),
      setting('g_2', 'テスト店2', { enabled: true, mode: 1, ratings: [5], fixed_texts: { '5': '感謝します' }, delay_minutes: 90, approval_max_rating: 2, updated_at: '2026/04/01 09:00' }),
      setting('g_3', 'テスト店3', { ratings: [] }),
    ]);
    renderApp('/review/auto-reply-setting');
    const overview = await screen.findByTestId('auto-reply-overview');
    const row = await within(overview).findByTestId('auto-reply-row-g_2');
    expect(within(row).getByText('90分後')).toBeInTheDocument();
    expect(within(row).getByText('★2以下は承認')).toBeInTheDocument();

    await userEvent.click(within(overview).getByRole('switch', { name: '「テスト店1」の自動返信' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ op: 'switch', body: { local_account_id: 'g_1', enabled: true } }));
    await waitFor(() => expect(within(overview).getByRole('switch', { name: '「テスト店1」の自動返信' })).toBeChecked());
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();

    // A refused switch falls back and says why beside itself.
    const three = within(overview).getByRole('switch', { name: '「テスト店3」の自動返信' });
    await userEvent.click(three);
    expect(await within(overview).findByText('自動返信する評価を選択して保存してから、オンにしてください')).toBeInTheDocument();
    expect(three).not.toBeChecked();
    expect(three).toHaveAccessibleDescription('自動返信する評価を選択して保存してから、オンにしてください');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: '「テスト店2」の設定を編集' }));
    const form = await screen.findByRole('form', { name: '「テスト店2」の自動返信設定' });
    expect(within(form).getByRole('radio', { name: '定型文返信' })).toBeChecked();
    expect(within(form).getByLabelText('★5の口コミへの返信文')).toHaveValue('感謝します');
    expect(within(form).getByLabelText('待ち時間（分）')).toHaveValue(90);
    await userEvent.selectOptions(within(form).getByLabelText('返信までの待ち時間'), 'すぐに');
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await closeSuccess();
    expect(writes.at(-1)).toMatchObject({ op: 'settings', body: { local_account_ids: ['g_2'], setting: { mode: 1, delay_minutes: 0, approval_max_rating: 2 } } });
    expect(await screen.findByRole('form', { name: '選択した店舗の自動返信設定' })).toBeInTheDocument();
  });

  it('sends an approved reply as edited, and rejects one only after confirmation', async () => {
    const { writes, statuses } = autoReplyServer([], [item(7), item(8, { reviewer_name: '鈴木', review_rating: 2 }), item(9, { status: 'sent', sent_at: '2026/04/01 11:00' })]);
    renderApp('/review/auto-reply-setting');
    const queue = await screen.findByTestId('auto-reply-queue');
    expect(within(queue).getByRole('tab', { name: '承認待ち' })).toHaveAttribute('aria-selected', 'true');
    const seven = await within(queue).findByTestId('auto-reply-7');
    expect(within(seven).getByRole('img', { name: '評価 ★1' })).toBeInTheDocument();
    expect(within(seven).getByText('待ち時間が長かったです。')).toBeInTheDocument();
    const draft = within(seven).getByLabelText('返信内容');
    expect(draft).toHaveValue('ご意見ありがとうございます。');
    await userEvent.clear(draft);
    await userEvent.type(draft, 'お待たせして申し訳ございません。');
    await userEvent.click(within(seven).getByRole('button', { name: '承認して送信' }));
    await closeSuccess();
    expect(writes.at(-1)).toEqual({ op: 'decide', id: '7', body: { action: 'approve', comment: 'お待たせして申し訳ございません。' } });

    const eight = await within(queue).findByTestId('auto-reply-8');
    await userEvent.click(within(eight).getByRole('button', { name: '却下' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(writes.filter((w) => w.id === '8')).toHaveLength(0);
    await userEvent.click(within(eight).getByRole('button', { name: '却下' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '却下する' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ op: 'decide', id: '8', body: { action: 'reject' } }));
    await closeSuccess();
    await waitFor(() => expect(within(queue).queryByTestId('auto-reply-8')).not.toBeInTheDocument());

    await userEvent.click(within(queue).getByRole('tab', { name: '履歴' }));
    const sent = await within(queue).findByTestId('auto-reply-9');
    expect(within(sent).getByText('送信済み')).toBeInTheDocument();
    await userEvent.selectOptions(within(queue).getByLabelText('状態'), '却下');
    await waitFor(() => expect(statuses.at(-1)).toBe('rejected'));
    expect(statuses).toContain('awaiting_approval');
  });
});

describe('review auto-reply screen for users without review analytics', () => {
  it('shows the not-found page', async () => {
    const user = makeUser({ contracted_contents: allFlags(false) });
    seedSession(user);
    server.use(userInfoHandler({}, user));
    renderApp('/review/auto-reply-setting');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
