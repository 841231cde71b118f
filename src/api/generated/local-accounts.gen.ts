import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAuthenticationLink: build.mutation<
      CreateAuthenticationLinkApiResponse,
      CreateAuthenticationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/local-accounts/oauth/authentication-link`,
        method: "POST",
        body: queryArg.authenticationLinkRequest,
      }),
    }),
    checkOauthToken: build.query<
      CheckOauthTokenApiResponse,
      CheckOauthTokenApiArg
    >({
      query: () => ({ url: `/local-accounts/oauth/check-token` }),
    }),
    completeGoogleOauth: build.mutation<
      CompleteGoogleOauthApiResponse,
      CompleteGoogleOauthApiArg
    >({
      query: (queryArg) => ({
        url: `/google-oauth`,
        method: "POST",
        body: queryArg.oauthCallbackRequest,
      }),
    }),
    completeYahooOauth: build.mutation<
      CompleteYahooOauthApiResponse,
      CompleteYahooOauthApiArg
    >({
      query: (queryArg) => ({
        url: `/yahoo-oauth`,
        method: "POST",
        body: queryArg.oauthCallbackRequest,
      }),
    }),
    linkLocalAccounts: build.mutation<
      LinkLocalAccountsApiResponse,
      LinkLocalAccountsApiArg
    >({
      query: (queryArg) => ({
        url: `/local-accounts/oauth/oauth-links`,
        method: "PUT",
        body: queryArg.linkLocationsRequest,
      }),
    }),
    linkOauthLocations: build.mutation<
      LinkOauthLocationsApiResponse,
      LinkOauthLocationsApiArg
    >({
      query: (queryArg) => ({
        url: `/oauth-links`,
        method: "PUT",
        body: queryArg.linkLocationsRequest,
      }),
    }),
    unlinkLocalAccounts: build.mutation<
      UnlinkLocalAccountsApiResponse,
      UnlinkLocalAccountsApiArg
    >({
      query: (queryArg) => ({
        url: `/local-accounts/oauth/unlink`,
        method: "PUT",
        body: queryArg.localAccountKeysRequest,
      }),
    }),
    createYahooPlace: build.mutation<
      CreateYahooPlaceApiResponse,
      CreateYahooPlaceApiArg
    >({
      query: (queryArg) => ({
        url: `/yahoo-place-info`,
        method: "POST",
        body: queryArg.yahooPlaceRequest,
      }),
    }),
    pairGoogleAndYahoo: build.mutation<
      PairGoogleAndYahooApiResponse,
      PairGoogleAndYahooApiArg
    >({
      query: (queryArg) => ({
        url: `/google-and-yahoo-linking`,
        method: "POST",
        body: queryArg.googleYahooPairRequest,
      }),
    }),
    unpairGoogleAndYahoo: build.mutation<
      UnpairGoogleAndYahooApiResponse,
      UnpairGoogleAndYahooApiArg
    >({
      query: (queryArg) => ({
        url: `/google-and-yahoo-linking`,
        method: "DELETE",
        params: {
          local_account_id: queryArg.localAccountId,
          y_local_account_id: queryArg.yLocalAccountId,
        },
      }),
    }),
    updateLocalAccountDetails: build.mutation<
      UpdateLocalAccountDetailsApiResponse,
      UpdateLocalAccountDetailsApiArg
    >({
      query: (queryArg) => ({
        url: `/local-account-details`,
        method: "PUT",
        body: queryArg.localAccountDetailsRequest,
      }),
    }),
    updateLocalAccountSelectStatus: build.mutation<
      UpdateLocalAccountSelectStatusApiResponse,
      UpdateLocalAccountSelectStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/business-account-with-select-status`,
        method: "PUT",
        body: queryArg.selectStatusRequest,
      }),
    }),
    listLocalAccounts: build.query<
      ListLocalAccountsApiResponse,
      ListLocalAccountsApiArg
    >({
      query: (queryArg) => ({
        url: `/local-accounts`,
        params: {
          only_selected: queryArg.onlySelected,
        },
      }),
    }),
    syncLocalAccounts: build.mutation<
      SyncLocalAccountsApiResponse,
      SyncLocalAccountsApiArg
    >({
      query: (queryArg) => ({
        url: `/sync-local-accounts`,
        method: "POST",
        body: queryArg.syncLocalAccountsRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type CreateAuthenticationLinkApiResponse =
  /** status 200 Where to send the browser. */ AuthenticationLinkBody;
export type CreateAuthenticationLinkApiArg = {
  authenticationLinkRequest: AuthenticationLinkRequest;
};
export type CheckOauthTokenApiResponse =
  /** status 200 One entry per provider. */ CheckTokenBody;
export type CheckOauthTokenApiArg = void;
export type CompleteGoogleOauthApiResponse =
  /** status 200 The locations available to link. */ LinkableLocationsBody;
export type CompleteGoogleOauthApiArg = {
  oauthCallbackRequest: OauthCallbackRequest;
};
export type CompleteYahooOauthApiResponse =
  /** status 200 The places available to link. */ LinkableLocationsBody;
export type CompleteYahooOauthApiArg = {
  oauthCallbackRequest: OauthCallbackRequest;
};
export type LinkLocalAccountsApiResponse =
  /** status 200 Linked; message for the success dialog. */ LinkLocationsBody;
export type LinkLocalAccountsApiArg = {
  linkLocationsRequest: LinkLocationsRequest;
};
export type LinkOauthLocationsApiResponse =
  /** status 200 Linked; message for the success dialog. */ LinkLocationsBody;
export type LinkOauthLocationsApiArg = {
  linkLocationsRequest: LinkLocationsRequest;
};
export type UnlinkLocalAccountsApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UnlinkLocalAccountsApiArg = {
  localAccountKeysRequest: LocalAccountKeysRequest;
};
export type CreateYahooPlaceApiResponse =
  /** status 200 Created. */ YahooPlaceBody;
export type CreateYahooPlaceApiArg = {
  yahooPlaceRequest: YahooPlaceRequest;
};
export type PairGoogleAndYahooApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type PairGoogleAndYahooApiArg = {
  googleYahooPairRequest: GoogleYahooPairRequest;
};
export type UnpairGoogleAndYahooApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UnpairGoogleAndYahooApiArg = {
  localAccountId: GoogleAccountKey;
  yLocalAccountId: YahooAccountKey;
};
export type UpdateLocalAccountDetailsApiResponse =
  /** status 200 Saved. */ LocalAccountDetailsBody;
export type UpdateLocalAccountDetailsApiArg = {
  localAccountDetailsRequest: LocalAccountDetailsRequest;
};
export type UpdateLocalAccountSelectStatusApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UpdateLocalAccountSelectStatusApiArg = {
  selectStatusRequest: SelectStatusRequest;
};
export type ListLocalAccountsApiResponse =
  /** status 200 Google and Yahoo accounts, and the groups that can pick them. */ LocalAccountsBody;
export type ListLocalAccountsApiArg = {
  /** When true, only accounts marked selected. */
  onlySelected?: boolean;
};
export type SyncLocalAccountsApiResponse =
  /** status 200 The outcome per provider. */ SyncLocalAccountsBody;
export type SyncLocalAccountsApiArg = {
  syncLocalAccountsRequest: SyncLocalAccountsRequest;
};
export type AuthenticationLinkBody = {
  data: {
    /** The provider's consent page. */
    url: string;
    /** The state's expiry (10 minutes). */
    expires_at: string;
  };
  /** Present on renew; the console shows it before leaving. */
  message?: string;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type ListingProviderName = "google" | "yahoo";
export type AuthenticationLinkRequest = {
  provider: ListingProviderName;
  /** Renewing an expired link rather than adding one. */
  renew?: boolean;
};
export type ProviderTokenState = {
  /** none = never linked; expired = the refresh token was refused, renew with authentication-link. */
  status: "none" | "active" | "expired";
  /** The provider account's name or id. */
  account_label: string | null;
  /** Local accounts of this provider currently linked. */
  linked_count: number;
  linked_at: string | null;
};
export type CheckTokenBody = {
  data: {
    google: ProviderTokenState;
    yahoo: ProviderTokenState;
    linked_count: number;
    contracted_linkage_count: number;
  };
};
export type LinkableLocation = {
  /** The provider's id (locations/123 for Google); send it in location_ids. */
  location_id: string;
  provider: ListingProviderName;
  title: string;
  store_code: string | null;
  address: string;
  phone: string | null;
  is_linked: boolean;
  /** The g_/y_ key when linked. */
  local_account_id: string | null;
};
export type LinkableLocations = {
  provider: ListingProviderName;
  account_label: string | null;
  locations: LinkableLocation[];
  /** All linked accounts of the company (both providers). */
  linked_count: number;
  contracted_linkage_count: number;
};
export type LinkableLocationsBody = {
  data: LinkableLocations;
};
export type OauthCallbackRequest = {
  code: string;
  state: string;
};
export type LocalAccountKey = string;
export type LinkLocationsBody = {
  message: string;
  data: {
    local_account_ids: LocalAccountKey[];
    linked_count: number;
    contracted_linkage_count: number;
  };
};
export type LinkLocationsRequest = {
  provider: ListingProviderName;
  location_ids: string[];
};
export type MessageBody = {
  message: string;
};
export type LocalAccountKeysRequest = {
  local_account_ids: LocalAccountKey[];
};
export type YahooAccountKey = string;
export type YLocalAccount = {
  y_local_account_id: YahooAccountKey;
  y_local_account_name: string;
  store_id: number;
  store_code: string;
  address: string;
  phone: string | null;
  is_selected: boolean;
  /** The g_ key this Yahoo account is paired with. */
  paired_local_account_id: string | null;
  business_info_group_ids: number[];
  custom_group_ids: number[];
};
export type YahooPlaceBody = {
  message: string;
  data: YLocalAccount;
  /** Yahoo!プレイス's id of the new listing; null when the company has no Yahoo connection (registered in the console only). */
  yahoo_place_id: string | null;
};
export type GoogleAccountKey = string;
export type ListingAddress = {
  postal_code: string;
  prefecture: string;
  city: string;
  street: string;
};
export type ListingTime = string;
export type HoursPeriod = {
  day: "MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN";
  open: ListingTime;
  close: ListingTime;
};
export type YahooPlaceRequest = {
  name: string;
  address: string;
  phone?: string | null;
  /** Matches the company's store with this code; a new store otherwise. Ignored with google_local_account_id. */
  store_code?: string | null;
  /** The Google-linked store the listing is created from (/business/create/yahoo): the Yahoo account joins that store and is paired with that Google account. A Google account already paired answers 422 already_paired; a foreign one 404. */
  google_local_account_id?: GoogleAccountKey;
  /** The reading in full-width katakana. Required when the company has a Yahoo connection (Yahoo!プレイス requires it). */
  name_kana?: string | null;
  /** The structured address Yahoo!プレイス takes. Required when the company has a Yahoo connection. */
  address_parts?: ListingAddress;
  /** Business hours; Yahoo's day runs from 0:00 to 翌6:00 (30:00). */
  regular_hours?: HoursPeriod[];
  /** The note shown under the hours (e.g. ラストオーダー). */
  hours_note?: string | null;
  description?: string | null;
  /** The official site (http or https). */
  website?: string | null;
  /** Category names, primary first (free names; the partner API has no category master). */
  categories?: string[];
};
export type GoogleYahooPairRequest = {
  local_account_id: GoogleAccountKey;
  y_local_account_id: YahooAccountKey;
};
export type LocalAccountDetailsBody = {
  message: string;
};
export type LocalAccountDetailsRequest = {
  local_account_id: LocalAccountKey;
  title: string;
  address?: string;
  phone?: string | null;
};
export type SelectStatusRequest = {
  local_account_ids: LocalAccountKey[];
  is_selected: boolean;
};
export type LocalAccount = {
  local_account_id: GoogleAccountKey;
  title: string;
  store_id: number;
  store_code: string;
  address: string;
  phone: string | null;
  is_selected: boolean;
  business_info_group_ids: number[];
  custom_group_ids: number[];
};
export type GroupSummary = {
  id: number;
  name: string;
};
export type LocalAccountsBody = {
  data: {
    local_accounts: LocalAccount[];
    y_local_accounts: YLocalAccount[];
    business_info_groups: GroupSummary[];
    custom_groups: GroupSummary[];
  };
};
export type SyncProviderResult = {
  provider: ListingProviderName;
  status: "synced" | "expired" | "not_linked";
  locations: LinkableLocation[];
};
export type SyncLocalAccountsBody = {
  message: string;
  data: {
    results: SyncProviderResult[];
  };
};
export type SyncLocalAccountsRequest = {
  provider?: ListingProviderName;
};
export const {
  useCreateAuthenticationLinkMutation,
  useCheckOauthTokenQuery,
  useLazyCheckOauthTokenQuery,
  useCompleteGoogleOauthMutation,
  useCompleteYahooOauthMutation,
  useLinkLocalAccountsMutation,
  useLinkOauthLocationsMutation,
  useUnlinkLocalAccountsMutation,
  useCreateYahooPlaceMutation,
  usePairGoogleAndYahooMutation,
  useUnpairGoogleAndYahooMutation,
  useUpdateLocalAccountDetailsMutation,
  useUpdateLocalAccountSelectStatusMutation,
  useListLocalAccountsQuery,
  useLazyListLocalAccountsQuery,
  useSyncLocalAccountsMutation,
} = injectedRtkApi;
