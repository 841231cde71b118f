import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { yahooTokenState } from '../local-accounts/token-state.service';
import { toUserInfomation, type UserInfomation } from '../../tenancy/tenancy.mapper';
import { findUserNameById } from '../../tenancy/tenancy.repository';

export interface YahooTokenState {
  y_is_expired: boolean;
  url: string | null;
  message: string | null;
}

// The company's Yahoo!プレイス connection decides it: an expired token answers a renewal URL and the message the
// console's non-closable dialog shows.
export async function getYahooTokenState(deps: Deps, auth: AuthContext): Promise<YahooTokenState> {
  return yahooTokenState(deps, auth);
}

export async function getUserInfo(deps: Deps, auth: AuthContext): Promise<{ data: YahooTokenState; user_infomation: UserInfomation }> {
  const data = await getYahooTokenState(deps, auth);
  const { isImpersonate, actorUserId } = auth.session;
  const impersonatedBy = isImpersonate && actorUserId !== null ? await findUserNameById(deps.db, actorUserId) : null;
  return { data, user_infomation: toUserInfomation(auth.user, auth.company, isImpersonate, deps.config, impersonatedBy) };
}
