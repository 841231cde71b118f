import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import {
  listLocalAccounts,
  pairGoogleAndYahoo,
  unpairGoogleAndYahoo,
  updateLocalAccountDetails,
  updateLocalAccountSelectStatus,
} from './account-settings.service';
import { createYahooPlace, linkLocalAccounts, unlinkLocalAccounts } from './linking.service';
import { completeOauth, createAuthenticationLink } from './oauth.service';
import { checkOauthToken, syncLocalAccounts } from './token-state.service';

type LocalAccountOperation =
  | 'createAuthenticationLink'
  | 'checkOauthToken'
  | 'completeGoogleOauth'
  | 'completeYahooOauth'
  | 'linkLocalAccounts'
  | 'linkOauthLocations'
  | 'unlinkLocalAccounts'
  | 'createYahooPlace'
  | 'pairGoogleAndYahoo'
  | 'unpairGoogleAndYahoo'
  | 'updateLocalAccountDetails'
  | 'updateLocalAccountSelectStatus'
  | 'listLocalAccounts'
  | 'syncLocalAccounts';

export const localAccountsHandlers: ModuleHandlers<LocalAccountOperation> = {
  createAuthenticationLink: async ({ deps, auth, body }) => createAuthenticationLink(deps, requireAuth(auth), body),
  checkOauthToken: async ({ deps, auth }) => checkOauthToken(deps, requireAuth(auth)),
  // The callbacks are public (the provider's redirect lands on a public page), yet a browser that is signed in must
  // belong to the company the state names; the session is therefore read when one is present.
  completeGoogleOauth: async ({ deps, body, optionalAuth }) => completeOauth(deps, 'google', body, await optionalAuth()),
  completeYahooOauth: async ({ deps, body, optionalAuth }) => completeOauth(deps, 'yahoo', body, await optionalAuth()),
  linkLocalAccounts: async ({ deps, auth, body }) => linkLocalAccounts(deps, requireAuth(auth), body),
  linkOauthLocations: async ({ deps, auth, body }) => linkLocalAccounts(deps, requireAuth(auth), body),
  unlinkLocalAccounts: async ({ deps, auth, body }) => unlinkLocalAccounts(deps, requireAuth(auth), body),
  createYahooPlace: async ({ deps, auth, body }) => createYahooPlace(deps, requireAuth(auth), body),
  pairGoogleAndYahoo: async ({ deps, auth, body }) => pairGoogleAndYahoo(deps, requireAuth(auth), body),
  unpairGoogleAndYahoo: async ({ deps, auth, query }) => unpairGoogleAndYahoo(deps, requireAuth(auth), query),
  updateLocalAccountDetails: async ({ deps, auth, body }) => updateLocalAccountDetails(deps, requireAuth(auth), body),
  updateLocalAccountSelectStatus: async ({ deps, auth, body }) => updateLocalAccountSelectStatus(deps, requireAuth(auth), body),
  listLocalAccounts: async ({ deps, auth, query }) => listLocalAccounts(deps, requireAuth(auth), query),
  syncLocalAccounts: async ({ deps, auth, body }) => syncLocalAccounts(deps, requireAuth(auth), body),
};
