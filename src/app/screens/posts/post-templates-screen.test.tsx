import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type {
  CreatePostManuscriptApiResponse,
  DeletePostManuscriptApiResponse,
  ErrorBody,
  ListPostManuscriptsApiResponse,
  PostManuscript,
  PostManuscriptRequest,
  UpdatePostManuscriptApiResponse,
} from '../../../api/generated/post-templates.gen';
import { makeUser } from '../../../testing/fixtures';
import { json, userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const URL = '/api/post-management/post-manuscripts';

const template = (id: number, title: string, post_type: PostManuscript['post_type'] = 'action'): PostManuscript => ({
  id,
  title,
  post_type,
  body: `${title}の投稿文です。`,
  updated_at: '2026/04/01 09:30',
});

// An in-memory template store behind the operations, recording what the screen sent.
const templateServer = (initial: PostManuscript[]) => {
  const rows = [...initial];
  const sent: { method: string; id?: string; body?: PostManuscriptRequest }[] = [];
  let nextId = 100;
  server.use(
    http.get(URL, ({ request }) => {
      const url = new globalThis.URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      return json<ListPostManuscriptsApiResponse>({
        data: rows.slice((page - 1) * size, page * size),
        pagination: { page, page_size: size, total: rows.length, current_page: page, last_page: Math.max(1, Math.ceil(rows.length / size)) },
      });
    }),
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as PostManuscriptRequest;
      sent.push({ method: 'POST', body });
      if (body.body.includes('090-1234-5678')) {
        return json<ErrorBody>({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { body: ['電話番号は投稿文に含められません'] } }, 422);
      }
      const created = { ...template(nextId++, body.title, body.post_type), body: body.body };
      rows.unshift(created);
      return json<CreatePostManuscriptApiResponse>({ message: '投稿テンプレートを作成しました', data: created });
    }),
    http.put(`${URL}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as PostManuscriptRequest;
      sent.push({ method: 'PUT', id: String(params.id), body });
      const index = rows.findIndex((r) => r.id === Number(params.id));
      rows[index] = { ...rows[index], ...body };
      return json<UpdatePostManuscriptApiResponse>({ message: '投稿テンプレートを更新しました', data: rows[index] });
    }),
    http.delete(`${URL}/:id`, ({ params }) => {
      sent.push({ method: 'DELETE', id: String(params.id) });
      rows.splice(
        rows.findIndex((r) => r.id === Number(params.id)),
        1,
      );
      return json<DeletePostManuscriptApiResponse>({ message: '投稿テンプレートを削除しました' });
    }),
  );
  return sent;
};

const closeSuccess = async () => userEvent.click(within(await screen.findByTestId('success-dialog')).getByRole('button', { name: 'OK' }));

beforeEach(() => seedSession(makeUser()));

describe('post templates screen (投稿テンプレート管理)', () => {
  it('lists the templates with their post type and pages through them', async () => {
    templateServer(Array.from({ length: 12 }, (_, i) => template(i + 1, `テンプレート${i + 1}`, i === 0 ? 'offer' : 'action')));
    renderApp('/posts/templates');
    expect(await screen.findByRole('heading', { level: 1, name: '投稿テンプレート管理' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '登録済みの投稿テンプレート' });
    const first = within(list).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading', { name: 'テンプレート1' })).toBeInTheDocument();
    expect(within(first).getByText('投稿の種類: 特典')).toBeInTheDocument();
    expect(within(first).getByText('テンプレート1の投稿文です。')).toBeInTheDocument();
    expect(screen.getByText('12件中 1〜10件を表示')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByRole('heading', { name: 'テンプレート12' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'テンプレート1' })).not.toBeInTheDocument();
  });

  it('says the list is empty with the spec’s wording', async () => {
    templateServer([]);
    renderApp('/posts/templates');
    expect(await screen.findByText('登録されていません。新規作成してください。')).toBeInTheDocument();
  });

  it('validates before sending: required, length and forbidden characters', async () => {
    const sent = templateServer([]);
    renderApp('/posts/templates');
    const form = await screen.findByRole('form', { name: '投稿テンプレートを新規作成' });
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findAllByText('入力してください')).toHaveLength(2);

    const title = within(form).getByLabelText('タイトル');
    const body = within(form).getByLabelText('投稿文');
    await userEvent.type(title, 'あ'.repeat(51));
    await userEvent.type(body, '《限定》セール');
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('50文字以内で入力してください')).toBeInTheDocument();
    expect(within(form).getByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste('い'.repeat(1501));
    expect(within(form).getByText('1501 / 1500')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('1500文字以内で入力してください')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('creates a template of the chosen type and shows a server field error on its field, keeping what was typed', async () => {
    const sent = templateServer([template(1, '季節のおすすめ')]);
    renderApp('/posts/templates');
    const form = await screen.findByRole('form', { name: '投稿テンプレートを新規作成' });
    const title = within(form).getByLabelText('タイトル');
    const body = within(form).getByLabelText('投稿文');
    // The post placeholders are named under the text, where a screen reader reads them with it.
    expect(body).toHaveAccessibleDescription(expect.stringContaining('{店舗名} {年} {月} {日} {曜日} {時} {分}'));
    await userEvent.type(title, '春の特典');
    await userEvent.click(within(form).getByRole('radio', { name: '特典' }));
    await userEvent.type(body, 'ご予約は090-1234-5678まで');

    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    expect(await within(form).findByText('電話番号は投稿文に含められません')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveValue('春の特典');
    expect(body).toHaveValue('ご予約は090-1234-5678まで');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.clear(body);
    await userEvent.type(body, '期間中はドリンク1杯無料。');
    await userEvent.click(within(form).getByRole('button', { name: '登録する' }));
    await closeSuccess();
    const list = screen.getByRole('list', { name: '登録済みの投稿テンプレート' });
    expect(await within(list).findByRole('heading', { name: '春の特典' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'POST', body: { title: '春の特典', post_type: 'offer', body: '期間中はドリンク1杯無料。' } });
    expect(title).toHaveValue('');
  });

  it('edits a template in the form and deletes another only after the default confirmation', async () => {
    const sent = templateServer([template(1, '季節のおすすめ'), template(2, '店内イベント', 'event')]);
    renderApp('/posts/templates');
    await userEvent.click(await screen.findByRole('button', { name: '「季節のおすすめ」を編集' }));
    const form = await screen.findByRole('form', { name: '投稿テンプレート「季節のおすすめ」を編集' });
    expect(within(form).getByRole('radio', { name: '最新情報' })).toBeChecked();
    const body = within(form).getByLabelText('投稿文');
    expect(body).toHaveValue('季節のおすすめの投稿文です。');
    await userEvent.clear(body);
    await userEvent.type(body, '夏季限定メニューが始まりました。');
    await userEvent.click(within(form).getByRole('radio', { name: 'イベント' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await closeSuccess();
    expect(sent.at(-1)).toEqual({ method: 'PUT', id: '1', body: { title: '季節のおすすめ', post_type: 'event', body: '夏季限定メニューが始まりました。' } });
    expect(await screen.findByRole('form', { name: '投稿テンプレートを新規作成' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '「店内イベント」を削除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getAllByText('投稿テンプレートを削除しますか？').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '「店内イベント」を削除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'DELETE', id: '2' }));
    await closeSuccess();
    await waitFor(() => expect(screen.queryByRole('heading', { name: '店内イベント' })).not.toBeInTheDocument());
  });
});

describe('post templates screen for other users', () => {
  it('shows the not-found page to a store user', async () => {
    const storeUser = makeUser({ user_type: 'store' });
    seedSession(storeUser);
    server.use(userInfoHandler({}, storeUser));
    renderApp('/posts/templates');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
