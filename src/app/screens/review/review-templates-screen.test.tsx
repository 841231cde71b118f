import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  CreateReplyManuscriptApiResponse,
  DeleteReplyManuscriptApiResponse,
  ErrorBody,
  ListReplyManuscriptsApiResponse,
  ReplyManuscript,
  ReplyManuscriptRequest,
  UpdateReplyManuscriptApiResponse,
} from '../../../api/generated/reply-templates.gen';
import { makeUser } from '../../../testing/fixtures';
import { json, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const template = (id: number, title: string, body = `${title}の本文です。`): ReplyManuscript => ({ id, title, body, updated_at: '2026/04/01 09:30' });

// An in-memory template store behind the four operations, recording what the screen sent.
const templateServer = (initial: ReplyManuscript[]) => {
  const rows = [...initial];
  const sent: { method: string; id?: string; body?: ReplyManuscriptRequest }[] = [];
  let nextId = 100;
  server.use(
    http.get('/api/reply-manuscripts', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      return json<ListReplyManuscriptsApiResponse>({
        data: rows.slice((page - 1) * size, page * size),
        pagination: { page, page_size: size, total: rows.length, current_page: page, last_page: Math.max(1, Math.ceil(rows.length / size)) },
      });
    }),
    http.post('/api/reply-manuscripts', async ({ request }) => {
      const body = (await request.json()) as ReplyManuscriptRequest;
      sent.push({ method: 'POST', body });
      if (rows.some((r) => r.title === body.title)) {
        return json<ErrorBody>({ message: '入力内容に誤りがあります', errors: { title: ['このタイトルは既に使われています'] } }, 422);
      }
      const created = { ...template(nextId++, body.title), body: body.body };
      rows.unshift(created);
      return json<CreateReplyManuscriptApiResponse>({ message: '返信テンプレートを登録しました', data: created });
    }),
    http.put('/api/reply-manuscripts/:id', async ({ request, params }) => {
      const body = (await request.json()) as ReplyManuscriptRequest;
      sent.push({ method: 'PUT', id: String(params.id), body });
      const index = rows.findIndex((r) => r.id === Number(params.id));
      rows[index] = { ...rows[index], ...body };
      return json<UpdateReplyManuscriptApiResponse>({ message: '返信テンプレートを保存しました', data: rows[index] });
    }),
    http.delete('/api/reply-manuscripts/:id', ({ params }) => {
      sent.push({ method: 'DELETE', id: String(params.id) });
      rows.splice(
        rows.findIndex((r) => r.id === Number(params.id)),
        1,
      );
      return json<DeleteReplyManuscriptApiResponse>({ message: '削除しました' });
    }),
  );
  return sent;
};

const closeSuccess = async () => userEvent.click(within(await screen.findByTestId('success-dialog')).getByRole('button', { name: 'OK' }));

beforeEach(() => seedSession(makeUser()));

describe('review templates screen (返信テンプレート管理)', () => {
  it('validates the form before sending: required, length and forbidden characters', async () => {
    const sent = templateServer([]);
    renderApp('/review/management');
    const form = await screen.findByRole('form', { name: 'テンプレートを新規作成' });
    expect(await screen.findByText('登録されていません。新規作成してください。')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findAllByText('入力してください')).toHaveLength(2);

    const title = within(form).getByLabelText('タイトル');
    const body = within(form).getByLabelText('返信文');
    await userEvent.type(title, 'あ'.repeat(51));
    await userEvent.type(body, 'ご来店<ありがとう>');
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('50文字以内で入力してください')).toBeInTheDocument();
    expect(within(form).getByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste('い'.repeat(4097));
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('4096文字以内で入力してください')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('creates a template with placeholders inserted at the cursor, keeping the text on a server field error', async () => {
    const sent = templateServer([template(1, 'お礼')]);
    renderApp('/review/management');
    const form = await screen.findByRole('form', { name: 'テンプレートを新規作成' });
    const title = within(form).getByLabelText('タイトル');
    const body = within(form).getByLabelText<HTMLTextAreaElement>('返信文');
    await userEvent.type(title, 'お礼');
    await userEvent.type(body, '様、ご来店ありがとうございます。');
    body.setSelectionRange(0, 0);
    await userEvent.click(within(form).getByRole('button', { name: '{投稿者名}を挿入' }));
    expect(body).toHaveValue('{投稿者名}様、ご来店ありがとうございます。');
    expect(body).toHaveFocus();
    await userEvent.type(body, '{End}');
    await userEvent.click(within(form).getByRole('button', { name: '{店舗名}を挿入' }));
    await userEvent.type(body, 'より');
    expect(body).toHaveValue('{投稿者名}様、ご来店ありがとうございます。{店舗名}より');

    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('このタイトルは既に使われています')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('お礼');
    expect(body).toHaveValue('{投稿者名}様、ご来店ありがとうございます。{店舗名}より');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.type(title, '（来店）');
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    await closeSuccess();
    const list = screen.getByRole('list', { name: '登録済みのテンプレート' });
    expect(await within(list).findByRole('heading', { name: 'お礼（来店）' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'POST', body: { title: 'お礼（来店）', body: '{投稿者名}様、ご来店ありがとうございます。{店舗名}より' } });
    expect(title).toHaveValue('');
  });

  it('edits a template in the form and deletes another only after confirmation', async () => {
    const sent = templateServer([template(1, 'お礼'), template(2, 'お詫び')]);
    renderApp('/review/management');
    await userEvent.click(await screen.findByRole('button', { name: '「お礼」を編集' }));
    const form = await screen.findByRole('form', { name: 'テンプレート「お礼」を編集' });
    const body = within(form).getByLabelText('返信文');
    expect(body).toHaveValue('お礼の本文です。');
    await userEvent.clear(body);
    await userEvent.type(body, '{{評価}のご評価ありがとうございます。');
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await closeSuccess();
    expect(sent.at(-1)).toEqual({ method: 'PUT', id: '1', body: { title: 'お礼', body: '{評価}のご評価ありがとうございます。' } });
    expect(await screen.findByRole('form', { name: 'テンプレートを新規作成' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '「お詫び」を削除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getAllByText('返信テンプレート「お詫び」を削除しますか？').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '「お詫び」を削除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE', id: '2' }));
    await closeSuccess();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'お詫び' })).not.toBeInTheDocument());
  });

  it('pages through the templates', async () => {
    templateServer(Array.from({ length: 12 }, (_, i) => template(i + 1, `テンプレート${i + 1}`)));
    renderApp('/review/management');
    expect(await screen.findByText('12件中 1〜10件を表示')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('heading', { name: 'テンプレート12' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'テンプレート1' })).not.toBeInTheDocument();
  });
});

describe('review templates screen for other users', () => {
  it('shows the not-found page to a store user', async () => {
    const storeUser = makeUser({ user_type: 'store' });
    seedSession(storeUser);
    server.use(userInfoHandler({}, storeUser));
    renderApp('/review/management');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
