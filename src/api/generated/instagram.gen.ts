import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInstagramSettings: build.query<
      ListInstagramSettingsApiResponse,
      ListInstagramSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/instagram-settings`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createInstagramSetting: build.mutation<
      CreateInstagramSettingApiResponse,
      CreateInstagramSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/instagram-settings`,
        method: "POST",
        body: queryArg.instagramSettingRequest,
      }),
    }),
    getInstagramSetting: build.query<
      GetInstagramSettingApiResponse,
      GetInstagramSettingApiArg
    >({
      query: (queryArg) => ({ url: `/instagram-settings/${queryArg.id}` }),
    }),
    updateInstagramSetting: build.mutation<
      UpdateInstagramSettingApiResponse,
      UpdateInstagramSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/instagram-settings/${queryArg.id}`,
        method: "PUT",
        body: queryArg.instagramSettingRequest,
      }),
    }),
    deleteInstagramSetting: build.mutation<
      DeleteInstagramSettingApiResponse,
      DeleteInstagramSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/instagram-settings/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    createInstagramAuthorizationLink: build.mutation<
      CreateInstagramAuthorizationLinkApiResponse,
      CreateInstagramAuthorizationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/instagram-settings/oauth/authorization-link`,
        method: "POST",
        body: queryArg.instagramAuthorizationLinkRequest,
      }),
    }),
    completeInstagramAuthorization: build.mutation<
      CompleteInstagramAuthorizationApiResponse,
      CompleteInstagramAuthorizationApiArg
    >({
      query: (queryArg) => ({
        url: `/instagram-settings/oauth/callback`,
        method: "POST",
        body: queryArg.instagramAuthorizationCallbackRequest,
      }),
    }),
    getInstagramImage: build.query<
      GetInstagramImageApiResponse,
      GetInstagramImageApiArg
    >({
      query: (queryArg) => ({ url: `/instagram-images/${queryArg.token}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListInstagramSettingsApiResponse =
  /** status 200 One page of settings. */ InstagramSettingList;
export type ListInstagramSettingsApiArg = {
  page?: number;
  pageSize?: number;
};
export type CreateInstagramSettingApiResponse =
  /** status 200 Created. */ InstagramSettingBody;
export type CreateInstagramSettingApiArg = {
  instagramSettingRequest: InstagramSettingRequest;
};
export type GetInstagramSettingApiResponse =
  /** status 200 The setting. */ InstagramSettingBody;
export type GetInstagramSettingApiArg = {
  id: number;
};
export type UpdateInstagramSettingApiResponse =
  /** status 200 Saved. */ InstagramSettingBody;
export type UpdateInstagramSettingApiArg = {
  id: number;
  instagramSettingRequest: InstagramSettingRequest;
};
export type DeleteInstagramSettingApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeleteInstagramSettingApiArg = {
  id: number;
};
export type CreateInstagramAuthorizationLinkApiResponse =
  /** status 200 Where to send the browser. */ InstagramAuthorizationLinkBody;
export type CreateInstagramAuthorizationLinkApiArg = {
  instagramAuthorizationLinkRequest: InstagramAuthorizationLinkRequest;
};
export type CompleteInstagramAuthorizationApiResponse =
  /** status 200 The connected account. */ InstagramAccountBody;
export type CompleteInstagramAuthorizationApiArg = {
  instagramAuthorizationCallbackRequest: InstagramAuthorizationCallbackRequest;
};
export type GetInstagramImageApiResponse =
  /** status 200 The photo (JPEG or PNG, metadata removed). */ Blob;
export type GetInstagramImageApiArg = {
  token: string;
};
export type InstagramAccount = {
  id: number;
  username: string;
  /** The long-lived token's expiry, YYYY/MM/DD HH:mm (Asia/Tokyo). */
  token_expires_at: string | null;
};
export type ListingProviderName = "google" | "yahoo";
export type PostSettingAccount = {
  /** g_… / y_… */
  local_account_id: string;
  title: string;
  provider: ListingProviderName;
};
export type InstagramSetting = {
  id: number;
  instagram_account: InstagramAccount;
  local_accounts: PostSettingAccount[];
  required_hashtags: string[];
  excluded_hashtags: string[];
  remove_hashtags: boolean;
  enabled: boolean;
  /** When Instagram was last read for this setting, YYYY/MM/DD HH:mm. */
  last_checked_at: string | null;
  /** Why the last check failed (an expired link */
  last_error: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo). */
  created_at: string;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo). */
  updated_at: string;
};
export type Pagination = {
  page: number;
  page_size: number;
  /** Number of items */
  total: number;
  /** True when the total was counted only up to a cap. */
  total_capped?: boolean;
  current_page: number;
  last_page: number;
};
export type InstagramSettingList = {
  data: InstagramSetting[];
  pagination: Pagination;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type InstagramSettingBody = {
  message: string;
  data: InstagramSetting;
};
export type GoogleAccountKey = string;
export type Hashtag = string;
export type InstagramSettingRequest = {
  /** The connected account the OAuth callback answered. */
  instagram_account_id: number;
  /** The Google stores each new Instagram post is crossposted to. */
  local_account_ids: GoogleAccountKey[];
  /** When not empty, only posts containing one of these hashtags are crossposted. */
  required_hashtags: Hashtag[];
  /** Posts containing one of these hashtags are not crossposted. */
  excluded_hashtags: Hashtag[];
  /** Remove hashtags from the caption (phone numbers and URLs are always removed). */
  remove_hashtags: boolean;
  enabled: boolean;
};
export type MessageBody = {
  message: string;
};
export type InstagramAuthorizationLinkBody = {
  data: {
    /** Instagram's consent page. */
    url: string;
    /** The state's expiry (10 minutes). */
    expires_at: string;
  };
};
export type InstagramAuthorizationLinkRequest = {
  /** Reconnecting from the edit screen of this setting. */
  setting_id?: number;
};
export type InstagramAccountBody = {
  message: string;
  data: InstagramAccount;
};
export type InstagramAuthorizationCallbackRequest = {
  code: string;
  state: string;
};
export const {
  useListInstagramSettingsQuery,
  useLazyListInstagramSettingsQuery,
  useCreateInstagramSettingMutation,
  useGetInstagramSettingQuery,
  useLazyGetInstagramSettingQuery,
  useUpdateInstagramSettingMutation,
  useDeleteInstagramSettingMutation,
  useCreateInstagramAuthorizationLinkMutation,
  useCompleteInstagramAuthorizationMutation,
  useGetInstagramImageQuery,
  useLazyGetInstagramImageQuery,
} = injectedRtkApi;
