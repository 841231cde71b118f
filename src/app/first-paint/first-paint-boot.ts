// Inlined into index.html by scripts/vite-first-paint.ts and run before the first paint, with no bundle: it picks
// which static frame (login, password reissue, signed-in shell or the bare loading overlay) and which brand the page
// shows until React mounts, by the same rules the app uses (routes in paths.ts, the stored user and ownership), so a
// partner page never flashes the operator brand. The server allows this one inline script by its hash.
import { displayCorporateName } from '../layouts/corporate-name';
import { paths, publicPrefixes } from '../paths';
import { loadStoredOwnership, loadStoredUser } from '../../shared/storage/session-storage';
import type { Ownership } from '../../shared/access/access-rules';

type FirstPaint = 'login' | 'forgot' | 'shell' | 'plain';

const guestPages: Record<string, [FirstPaint, Ownership]> = {
  [paths.login]: ['login', 'allgrow'],
  [paths.userLogin]: ['login', 'partner'],
  [paths.forgotPassword]: ['forgot', 'allgrow'],
  [paths.userForgotPassword]: ['forgot', 'partner'],
};
const plainPages: string[] = [...publicPrefixes, paths.passwordReset, paths.userPasswordReset];

const choose = (path: string): [FirstPaint, Ownership] => {
  const user = loadStoredUser();
  const remembered = user?.ownership ?? loadStoredOwnership();
  if (plainPages.some((p) => path === p || path.startsWith(`${p}/`))) return ['plain', remembered];
  // A signed-in user on a login page is sent home; anyone else on a signed-in page is sent to their login page.
  const guest = guestPages[path];
  if (user) return ['shell', user.ownership];
  return guest ?? ['login', remembered];
};

const fill = (id: string, text: string) => {
  const el = document.getElementById(id);
  if (el) el.textContent = text;
};

const path = location.pathname.replace(/\/+$/, '') || '/';
const [page, ownership] = choose(path);
const root = document.documentElement;
root.dataset.brand = ownership;
root.dataset.firstPaint = page;
const user = page === 'shell' ? loadStoredUser() : null;
if (user) {
  fill('fp-corporate', displayCorporateName(user.corporate_name));
  fill('fp-user', user.user_name);
}
