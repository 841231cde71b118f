import type { Actor, Ownership } from '../access/access-rules';

// Fixed keys (e2e relies on them).
export const USER_KEY = 'meo-console.user';
export const OWNERSHIP_KEY = 'meo-console.ownership';
// The last user's custom logo outlives logout so the login page can keep showing it.
export const LOGO_KEY = 'meo-console.logo';

export interface SessionUser extends Actor {
  disp_user_id: string;
  logo: string | null;
  corporate_name: string;
  user_name: string;
  // The login address; a user stored before it was sent lacks it until the next profile read.
  email?: string;
  // The support person acting as this user (an impersonated session only).
  impersonated_by?: string | null;
}

const isOwnership = (value: unknown): value is Ownership => value === 'allgrow' || value === 'partner';

const isUser = (value: unknown): value is SessionUser => {
  if (!value || typeof value !== 'object') return false;
  const u = value as Partial<SessionUser>;
  return typeof u.disp_user_id === 'string' && isOwnership(u.ownership) && typeof u.contracted_contents === 'object' && u.contracted_contents !== null;
};

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session still works for this tab.
  }
};

export const loadStoredUser = (): SessionUser | null => {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const loadStoredOwnership = (): Ownership => {
  const raw = read(OWNERSHIP_KEY);
  return isOwnership(raw) ? raw : 'allgrow';
};

export const storeUser = (user: SessionUser | null) => write(USER_KEY, user ? JSON.stringify(user) : null);
export const storeOwnership = (ownership: Ownership) => write(OWNERSHIP_KEY, ownership);

export const loadStoredLogo = (): string | null => read(LOGO_KEY);
export const storeLogo = (logo: string | null) => write(LOGO_KEY, logo);
