import { generatedApi } from '../../api/generated/local-accounts.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  CheckTokenBody,
  LinkableLocation,
  ListingProviderName,
  ListLocalAccountsApiResponse,
  LocalAccount,
  ProviderTokenState,
  YLocalAccount,
} from '../../api/generated/local-accounts.gen';

// Starting a link leaves the console (or shows the renew message first); the OAuth pages show their own outcome
// inline, including 契約数を超えるため連携できません, so none of these open the default dialogs.
defineEndpointPolicy(generatedApi, 'createAuthenticationLink', { successDialog: false });
defineEndpointPolicy(generatedApi, 'completeGoogleOauth', { successDialog: false, errorDialog: false });
defineEndpointPolicy(generatedApi, 'completeYahooOauth', { successDialog: false, errorDialog: false });
defineEndpointPolicy(generatedApi, 'linkOauthLocations', { successDialog: false, errorDialog: false });

export const localAccountsApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['LocalAccounts', 'OauthToken'],
  endpoints: {
    listLocalAccounts: { providesTags: ['LocalAccounts'] },
    checkOauthToken: { providesTags: ['OauthToken'] },
    linkLocalAccounts: { invalidatesTags: ['LocalAccounts', 'OauthToken'] },
    linkOauthLocations: { invalidatesTags: ['LocalAccounts', 'OauthToken'] },
    unlinkLocalAccounts: { invalidatesTags: ['LocalAccounts', 'OauthToken'] },
    syncLocalAccounts: { invalidatesTags: ['LocalAccounts', 'OauthToken'] },
  },
});

export const {
  useListLocalAccountsQuery,
  useCheckOauthTokenQuery,
  useCreateAuthenticationLinkMutation,
  useCompleteGoogleOauthMutation,
  useCompleteYahooOauthMutation,
  useLinkOauthLocationsMutation,
  useUnlinkLocalAccountsMutation,
  useSyncLocalAccountsMutation,
} = localAccountsApi;
