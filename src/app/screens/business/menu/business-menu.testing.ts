import { http } from 'msw';
import type {
  ErrorBody,
  GetMenuFromGoogleApiResponse,
  GetMenuServiceFromYahooApiResponse,
  GetMenusApiResponse,
  Menu,
  MenuItem,
  MenuReflection,
  MenuSet,
  MenusPayload,
  SaveMenusApiResponse,
} from '../../../../features/business-menus/business-menus.api';
import { makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { seedSession } from '../../../../testing/render';

export const signIn = () => {
  const user = makeUser();
  seedSession(user);
  server.use(userInfoHandler({}, user), localAccountsHandler(makeLocalAccounts(2, 1)));
};

export const makeItem = (name: string, overrides: Partial<MenuItem> = {}): MenuItem => ({ name, price: 500, description: '', photo_url: null, ...overrides });

/** One menu of `count` items in one section. */
export const makeMenu = (count: number, overrides: Partial<Menu> = {}): Menu => ({
  category: 'food',
  name: 'ランチ',
  sections: [{ name: '定食', items: Array.from({ length: count }, (_, i) => makeItem(`商品${i + 1}`)) }],
  ...overrides,
});

export const makeReflection = (provider: 'google' | 'yahoo', overrides: Partial<MenuReflection> = {}): MenuReflection => ({
  local_account_id: provider === 'google' ? 'g_1' : 'y_1',
  provider,
  title: provider === 'google' ? 'テスト店1' : 'ヤフー店1',
  auto_reflect: provider === 'yahoo',
  status: 'succeeded',
  requested_at: '2026-11-20T01:00:00.000Z',
  last_reflected_at: '2026-11-20T01:00:05.000Z',
  error: null,
  ...overrides,
});

export const makeMenuSet = (menus: Menu[], overrides: Partial<MenuSet> = {}): MenuSet => ({
  local_account_id: 'g_1',
  store_name: 'テスト店1',
  menus,
  item_count: menus.reduce((n, m) => n + m.sections.reduce((k, s) => k + s.items.length, 0), 0),
  max_items: 80,
  updated_at: '2026-11-20T01:00:00.000Z',
  reflections: [makeReflection('google'), makeReflection('yahoo')],
  ...overrides,
});

export interface SentSave {
  method: string | null;
  payload: MenusPayload;
  photos: string[];
}

interface MenuServerOptions {
  google?: () => Response;
  yahoo?: () => Response;
  /** Answers a save instead of accepting it. */
  refuse?: (payload: MenusPayload) => ErrorBody | undefined;
}

export const importAnswer = (menus: Menu[] | null, message = '') => json<GetMenuFromGoogleApiResponse>({ message, data: menus ? { menus } : null });
export const yahooAnswer = (menus: Menu[] | null, message = '') =>
  json<GetMenuServiceFromYahooApiResponse>({ message, data: menus ? { menus, services: [] } : null });
export const refusedAnswer = () =>
  json<ErrorBody>({ message: '自動反映がオンのため取り込みできません', code: 'import_refused_auto_reflection' }, 422);

/** GET and save of one store's menus and both imports; every multipart save is recorded as sent. */
export const menuServer = (set: MenuSet, options: MenuServerOptions = {}) => {
  const saves: SentSave[] = [];
  const reads: string[] = [];
  server.use(
    http.get('/api/menus', ({ request }) => {
      reads.push(new URL(request.url).searchParams.get('local_account_id') ?? '');
      return json<GetMenusApiResponse>({ message: '', data: set });
    }),
    http.post('/api/menus', async ({ request }) => {
      const form = await request.formData();
      const payload = JSON.parse(String(form.get('payload'))) as MenusPayload;
      const photos = form.getAll('photos[]').map((f) => (typeof f === 'string' ? f : f.name));
      saves.push({ method: form.get('_method') as string | null, payload, photos });
      const refusal = options.refuse?.(payload);
      if (refusal) return json<ErrorBody>(refusal, 422);
      const menus: Menu[] = payload.menus.map((m) => ({
        ...m,
        sections: m.sections.map((s) => ({
          ...s,
          items: s.items.map((i) => ({ name: i.name, price: i.price, description: i.description, photo_url: i.photo_index === null ? i.photo_url : `/api/menu-photos/p${i.photo_index}` })),
        })),
      }));
      return json<SaveMenusApiResponse>({
        message: 'メニューを保存しました',
        data: makeMenuSet(menus, { reflections: [makeReflection('google', { status: 'pending' }), makeReflection('yahoo', { status: 'pending' })] }),
      });
    }),
    http.get('/api/menu-from-googles/:id', () => options.google?.() ?? importAnswer([])),
    http.get('/api/menu-service-yahoo/:id', () => options.yahoo?.() ?? refusedAnswer()),
  );
  return { saves, reads };
};
