import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { toUserInfomation, type UserInfomation } from './users.mapper';

export interface YahooTokenState {
  y_is_expired: boolean;
  url: string | null;
  message: string | null;
}

// The Yahoo!プレイス link does not exist yet, so no token can be expired. The providers work replaces this body
// with a lookup of the company's Yahoo token (expired → renewal URL and the server's message); the contract and
// the console's dialog already handle the expired case.
export async function getYahooTokenState(_deps: Pick<Deps, 'db' | 'clock'>, _auth: AuthContext): Promise<YahooTokenState> {
  return { y_is_expired: false, url: null, message: null };
}

export async function getUserInfo(deps: Deps, auth: AuthContext): Promise<{ data: YahooTokenState; user_infomation: UserInfomation }> {
  const data = await getYahooTokenState(deps, auth);
  return { data, user_infomation: toUserInfomation(auth.user, auth.company, auth.session.isImpersonate, deps.config) };
}
