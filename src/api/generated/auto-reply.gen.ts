import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAutoReplySettings: build.query<
      ListAutoReplySettingsApiResponse,
      ListAutoReplySettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/auto-reply-setting`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    updateAutoReplySettings: build.mutation<
      UpdateAutoReplySettingsApiResponse,
      UpdateAutoReplySettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/auto-reply-setting`,
        method: "PUT",
        body: queryArg.autoReplySettingsUpdateRequest,
      }),
    }),
    getAutoReply: build.query<GetAutoReplyApiResponse, GetAutoReplyApiArg>({
      query: (queryArg) => ({
        url: `/users/get-auto-reply`,
        params: {
          local_account_id: queryArg.localAccountId,
        },
      }),
    }),
    updateAutoReply: build.mutation<
      UpdateAutoReplyApiResponse,
      UpdateAutoReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/users/update-auto-reply`,
        method: "PUT",
        body: queryArg.autoReplyEnabledRequest,
      }),
    }),
    listAutoReplies: build.query<
      ListAutoRepliesApiResponse,
      ListAutoRepliesApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/auto-replies`,
        params: {
          status: queryArg.status,
          local_account_ids: queryArg.localAccountIds,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    decideAutoReply: build.mutation<
      DecideAutoReplyApiResponse,
      DecideAutoReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/auto-replies/${queryArg.id}`,
        method: "PUT",
        body: queryArg.autoReplyDecisionRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListAutoReplySettingsApiResponse =
  /** status 200 One page of settings. */ AutoReplySettingList;
export type ListAutoReplySettingsApiArg = {
  localAccountIds?: LocalAccountKey[];
  page?: number;
  pageSize?: number;
};
export type UpdateAutoReplySettingsApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UpdateAutoReplySettingsApiArg = {
  autoReplySettingsUpdateRequest: AutoReplySettingsUpdateRequest;
};
export type GetAutoReplyApiResponse =
  /** status 200 The setting (defaults where never saved). */ AutoReplySettingBody;
export type GetAutoReplyApiArg = {
  localAccountId: LocalAccountKey;
};
export type UpdateAutoReplyApiResponse =
  /** status 200 Saved. */ AutoReplySettingBody;
export type UpdateAutoReplyApiArg = {
  autoReplyEnabledRequest: AutoReplyEnabledRequest;
};
export type ListAutoRepliesApiResponse =
  /** status 200 One page of automatic replies. */ AutoReplyList;
export type ListAutoRepliesApiArg = {
  status?: AutoReplyStatus;
  localAccountIds?: LocalAccountKey[];
  page?: number;
  pageSize?: number;
};
export type DecideAutoReplyApiResponse =
  /** status 200 Decided. */ AutoReplyBody;
export type DecideAutoReplyApiArg = {
  id: number;
  autoReplyDecisionRequest: AutoReplyDecisionRequest;
};
export type AutoReplyMode = 0 | 1;
export type FixedTexts = {
  "1"?: string;
  "2"?: string;
  "3"?: string;
  "4"?: string;
  "5"?: string;
};
export type ReplyTone = "polite" | "friendly" | "concise";
export type AutoReplySettingInput = {
  enabled: boolean;
  mode: AutoReplyMode;
  /** Star ratings answered automatically. */
  ratings: number[];
  fixed_texts: FixedTexts;
  ai_tone: ReplyTone;
  /** Things the AI reply should mention. */
  ai_mention: string;
  /** Things the AI reply must avoid. */
  ai_avoid: string;
  /** Wait before sending (0 to 7 days). */
  delay_minutes: number;
  /** Ratings at or below this wait for a person's approval; null sends every rating. */
  approval_max_rating: number | null;
};
export type LocalAccountKey = string;
export type AutoReplySetting = AutoReplySettingInput & {
  local_account_id: LocalAccountKey;
  store_name: string;
  /** YYYY/MM/DD HH:mm; null when never saved (defaults shown). */
  updated_at: string | null;
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
export type AutoReplySettingList = {
  data: AutoReplySetting[];
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
export type MessageBody = {
  message: string;
};
export type AutoReplySettingsUpdateRequest = {
  local_account_ids: LocalAccountKey[];
  setting: AutoReplySettingInput;
};
export type AutoReplySettingBody = {
  message?: string;
  data: AutoReplySetting;
};
export type AutoReplyEnabledRequest = {
  local_account_id: LocalAccountKey;
  enabled: boolean;
};
export type AutoReplyStatus =
  | "scheduled"
  | "awaiting_approval"
  | "sending"
  | "sent"
  | "failed"
  | "rejected";
export type AutoReplyItem = {
  id: number;
  review_id: number;
  local_account_id: LocalAccountKey;
  store_name: string;
  mode: AutoReplyMode;
  status: AutoReplyStatus;
  draft: string | null;
  /** YYYY/MM/DD HH:mm */
  send_after: string;
  sent_at: string | null;
  error_message: string | null;
  review_rating: number | null;
  review_comment: string | null;
  reviewer_name: string;
};
export type AutoReplyList = {
  data: AutoReplyItem[];
  pagination: Pagination;
};
export type AutoReplyBody = {
  message: string;
  data: AutoReplyItem;
};
export type AutoReplyDecisionRequest = {
  action: "approve" | "reject";
  /** The reply to send on approve (the draft */
  comment?: string;
};
export const {
  useListAutoReplySettingsQuery,
  useLazyListAutoReplySettingsQuery,
  useUpdateAutoReplySettingsMutation,
  useGetAutoReplyQuery,
  useLazyGetAutoReplyQuery,
  useUpdateAutoReplyMutation,
  useListAutoRepliesQuery,
  useLazyListAutoRepliesQuery,
  useDecideAutoReplyMutation,
} = injectedRtkApi;
