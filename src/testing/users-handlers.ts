import { http } from 'msw';
import type {
  CompanyUser,
  CompanyUserCreateRequest,
  CompanyUserUpdateRequest,
  ConfirmOwnEmailApiResponse,
  CreateUserApiResponse,
  DeleteCompanyLogoApiResponse,
  DeleteUsersApiResponse,
  EmailConfirmRequest,
  ErrorBody,
  GetUserInfoApiResponse,
  ListUsersApiResponse,
  OwnEmailRequest,
  OwnPasswordRequest,
  OwnProfileRequest,
  ResendUserInvitationApiResponse,
  UpdateCompanyLogoApiResponse,
  UpdateOwnEmailApiResponse,
  UpdateOwnPasswordApiResponse,
  UpdateOwnProfileApiResponse,
  UpdateUserApiResponse,
  UserInfomation,
} from '../api/generated/users.gen';
import { makeUser } from './fixtures';
import { json } from './handlers';

// Fixtures and msw handlers of 設定 and ユーザー管理 (/settings, /settings/account, /email-confirm), typed from the
// contract: an in-memory company behind the operations, recording what the screens sent.

export const CURRENT_PASSWORD = 'current-pass-1';
export const VALID_EMAIL_TOKEN = 'valid-token';

export const makeCompanyUser = (id: number, overrides: Partial<CompanyUser> = {}): CompanyUser => ({
  id,
  disp_user_id: `U${String(id).padStart(4, '0')}`,
  user_name: `ユーザー${id}`,
  email: `user${id}@example.jp`,
  user_type: 'normal',
  stores: [],
  is_self: false,
  invitation_pending: false,
  editable: true,
  created_at: '2026/04/01 09:30',
  ...overrides,
});

export const validationFailed = (errors: Record<string, string[]>, message = '入力内容に誤りがあります') =>
  json<ErrorBody>({ message, code: 'validation_failed', errors }, 422);

export interface UserCalls {
  lists: URLSearchParams[];
  creates: CompanyUserCreateRequest[];
  updates: { id: number; body: CompanyUserUpdateRequest }[];
  /** The raw user_ids query of each DELETE (comma-joined ids). */
  deletes: string[];
  resends: number[];
  profiles: OwnProfileRequest[];
  emails: OwnEmailRequest[];
  passwords: OwnPasswordRequest[];
  confirms: EmailConfirmRequest[];
  /** The `logo` part of each logo upload. */
  logos: (File | string | null)[];
}

interface UsersHandlerOptions {
  users?: CompanyUser[];
  /** The signed-in user as GET /users/info answers it; renaming oneself changes it. */
  me?: UserInfomation;
  /** Answer a create, update or delete differently (a refusal); undefined lets the in-memory company handle it. */
  create?: (body: CompanyUserCreateRequest) => Response | undefined;
  update?: (id: number, body: CompanyUserUpdateRequest) => Response | undefined;
  remove?: (ids: number[]) => Response | undefined;
}

const storeTitle = (key: string) => (key.startsWith('y_') ? `ヤフー店${key.slice(2)}` : `テスト店${key.slice(2)}`);

/** Every users operation of the contract, over an in-memory company. */
export const usersHandlers = ({ users = [], me: initialMe = makeUser(), create, update, remove }: UsersHandlerOptions = {}) => {
  const rows = [...users];
  let me = initialMe;
  let nextId = 1000;
  const calls: UserCalls = { lists: [], creates: [], updates: [], deletes: [], resends: [], profiles: [], emails: [], passwords: [], confirms: [], logos: [] };
  const wrongPassword = () => validationFailed({ current_password: ['現在のパスワードが正しくありません'] });

  const handlers = [
    http.get('/api/users/info', () => json<GetUserInfoApiResponse>({ data: { y_is_expired: false, url: null, message: null }, user_infomation: me })),
    http.put('/api/users/info', async ({ request }) => {
      const body = (await request.json()) as OwnProfileRequest;
      calls.profiles.push(body);
      me = { ...me, user_name: body.user_name };
      return json<UpdateOwnProfileApiResponse>({ message: '氏名を更新しました' });
    }),
    http.get('/api/users', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const word = params.get('free_word') ?? '';
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 10);
      const found = rows.filter((u) => !word || u.user_name.includes(word) || u.email.includes(word));
      return json<ListUsersApiResponse>({
        data: found.slice((page - 1) * size, page * size),
        pagination: { page, page_size: size, total: found.length, current_page: page, last_page: Math.max(1, Math.ceil(found.length / size)) },
      });
    }),
    http.post('/api/users', async ({ request }) => {
      const body = (await request.json()) as CompanyUserCreateRequest;
      calls.creates.push(body);
      const answer = create?.(body);
      if (answer) return answer;
      const created = makeCompanyUser(nextId++, {
        user_name: body.user_name,
        email: body.email,
        user_type: body.user_type,
        stores: body.local_account_ids.map((key) => ({ key, title: storeTitle(key) })),
        invitation_pending: true,
      });
      rows.push(created);
      return json<CreateUserApiResponse>({ message: 'ユーザーを作成し、招待メールを送信しました', data: created });
    }),
    // The logo travels as multipart (POST with _method=PUT); the header then reads it from GET /users/info.
    http.post('/api/users/logo', async ({ request }) => {
      const form = await request.formData();
      calls.logos.push(form.get('logo'));
      me = { ...me, logo: 'data:image/png;base64,iVBORw0KGgo=' };
      return json<UpdateCompanyLogoApiResponse>({ message: 'ロゴを設定しました', data: { logo: me.logo } });
    }),
    http.delete('/api/users/logo', () => {
      me = { ...me, logo: null };
      return json<DeleteCompanyLogoApiResponse>({ message: 'ロゴを削除しました', data: { logo: null } });
    }),
    // The fixed paths first: msw takes the first match, and /api/users/:id would match them too.
    http.put('/api/users/update-mail-address', async ({ request }) => {
      const body = (await request.json()) as OwnEmailRequest;
      calls.emails.push(body);
      if (body.current_password !== CURRENT_PASSWORD) return wrongPassword();
      if (rows.some((u) => u.email === body.email)) return validationFailed({ email: ['このメールアドレスはすでに使用されています'] });
      return json<UpdateOwnEmailApiResponse>({ message: '新しいメールアドレスに確認メールを送信しました。メール内のリンクを開くと変更が完了します。' });
    }),
    http.put('/api/users/update-password', async ({ request }) => {
      const body = (await request.json()) as OwnPasswordRequest;
      calls.passwords.push(body);
      if (body.current_password !== CURRENT_PASSWORD) return wrongPassword();
      return json<UpdateOwnPasswordApiResponse>({ message: 'パスワードを変更しました' });
    }),
    http.put('/api/users/:id', async ({ request, params }) => {
      const id = Number(params.id);
      const body = (await request.json()) as CompanyUserUpdateRequest;
      calls.updates.push({ id, body });
      const answer = update?.(id, body);
      if (answer) return answer;
      const index = rows.findIndex((u) => u.id === id);
      rows[index] = { ...rows[index], user_name: body.user_name, user_type: body.user_type, stores: body.local_account_ids.map((key) => ({ key, title: storeTitle(key) })) };
      return json<UpdateUserApiResponse>({ message: 'ユーザー情報を更新しました', data: rows[index] });
    }),
    http.delete('/api/users', ({ request }) => {
      const raw = new URL(request.url).searchParams.get('user_ids') ?? '';
      calls.deletes.push(raw);
      const ids = raw.split(',').map(Number);
      const answer = remove?.(ids);
      if (answer) return answer;
      for (const id of ids) rows.splice(rows.findIndex((u) => u.id === id), 1);
      return json<DeleteUsersApiResponse>({ message: `${ids.length}件のユーザーを削除しました` });
    }),
    http.post('/api/users/:id/invitation', ({ params }) => {
      calls.resends.push(Number(params.id));
      return json<ResendUserInvitationApiResponse>({ message: '招待メールを再送信しました' });
    }),
    http.post('/api/users/confirm-mail-address', async ({ request }) => {
      const body = (await request.json()) as EmailConfirmRequest;
      calls.confirms.push(body);
      if (body.token !== VALID_EMAIL_TOKEN) return json<ErrorBody>({ message: 'このリンクは無効か、有効期限が切れています', code: 'email_change_link_invalid' }, 404);
      return json<ConfirmOwnEmailApiResponse>({ message: 'メールアドレスを変更しました' });
    }),
  ];
  return { handlers, calls, rows };
};
