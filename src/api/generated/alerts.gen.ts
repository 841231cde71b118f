import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlertSettings: build.query<
      GetAlertSettingsApiResponse,
      GetAlertSettingsApiArg
    >({
      query: () => ({ url: `/alerts/settings` }),
    }),
    updateAlertSettings: build.mutation<
      UpdateAlertSettingsApiResponse,
      UpdateAlertSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/alerts/settings`,
        method: "PUT",
        body: queryArg.alertSettingsRequest,
      }),
    }),
    sendTestAlert: build.mutation<
      SendTestAlertApiResponse,
      SendTestAlertApiArg
    >({
      query: (queryArg) => ({
        url: `/alerts/test`,
        method: "POST",
        body: queryArg.alertTestRequest,
      }),
    }),
    listAlertHistory: build.query<
      ListAlertHistoryApiResponse,
      ListAlertHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/alerts/history`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    retryAlertDelivery: build.mutation<
      RetryAlertDeliveryApiResponse,
      RetryAlertDeliveryApiArg
    >({
      query: (queryArg) => ({
        url: `/alerts/history/${queryArg.id}/retry`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetAlertSettingsApiResponse =
  /** status 200 The events, thresholds, channels and digest choice of the signed-in user. */ AlertSettingsBody;
export type GetAlertSettingsApiArg = void;
export type UpdateAlertSettingsApiResponse =
  /** status 200 Saved. */ AlertSettingsSavedBody;
export type UpdateAlertSettingsApiArg = {
  alertSettingsRequest: AlertSettingsRequest;
};
export type SendTestAlertApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type SendTestAlertApiArg = {
  alertTestRequest: AlertTestRequest;
};
export type ListAlertHistoryApiResponse =
  /** status 200 One page of deliveries. */ AlertHistoryList;
export type ListAlertHistoryApiArg = {
  page?: number;
  pageSize?: number;
};
export type RetryAlertDeliveryApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type RetryAlertDeliveryApiArg = {
  id: number;
};
export type AlertSettings = {
  /** A new review at or below low_rating_max stars. */
  low_rating_enabled: boolean;
  low_rating_max: number;
  /** An automatic reply waits for a person's approval. */
  approval_waiting_enabled: boolean;
  /** A post could not be published. */
  post_failed_enabled: boolean;
  /** Google changed a listing by itself. */
  google_edit_enabled: boolean;
  /** The Google or Yahoo! link can no longer be refreshed. */
  link_expired_enabled: boolean;
  /** A measured rank fell by at least rank_drop_min places since the previous measurement. */
  rank_drop_enabled: boolean;
  rank_drop_min: number;
  email_enabled: boolean;
  /** Where alert mails go (the user's sign-in address). */
  email_address: string;
  line_enabled: boolean;
  /** The LINE user, group or room id pushed to. */
  line_to: string | null;
  slack_enabled: boolean;
  slack_webhook_url: string | null;
  /** Non-urgent events come in one message a day at 08:00 JST; failed posts and expired links never wait. */
  digest: boolean;
};
export type AlertSettingsBody = {
  data: AlertSettings;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type AlertSettingsSavedBody = {
  message: string;
  data: AlertSettings;
};
export type AlertSettingsRequest = {
  low_rating_enabled: boolean;
  low_rating_max: number;
  approval_waiting_enabled: boolean;
  post_failed_enabled: boolean;
  google_edit_enabled: boolean;
  link_expired_enabled: boolean;
  rank_drop_enabled: boolean;
  rank_drop_min: number;
  email_enabled: boolean;
  line_enabled: boolean;
  line_to?: string | null;
  slack_enabled: boolean;
  slack_webhook_url?: string | null;
  digest: boolean;
};
export type MessageBody = {
  message: string;
};
export type AlertChannel = "email" | "line" | "slack";
export type AlertTestRequest = {
  channel: AlertChannel;
};
export type AlertHistoryEvent =
  | "low_rating"
  | "approval_waiting"
  | "post_failed"
  | "google_edit"
  | "link_expired"
  | "rank_drop"
  | "digest"
  | "test";
export type AlertHistoryItem = {
  id: number;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  sent_at: string | null;
  event: AlertHistoryEvent;
  store_name: string | null;
  summary: string | null;
  channel: AlertChannel;
  /** pending 送信待ち (including retries), sent 送信済み, failed 失敗. */
  status: "pending" | "sent" | "failed";
  attempts: number;
  /** The last failure, while pending again or failed. */
  error_message: string | null;
  retryable: boolean;
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
export type AlertHistoryList = {
  data: AlertHistoryItem[];
  pagination: Pagination;
};
export const {
  useGetAlertSettingsQuery,
  useLazyGetAlertSettingsQuery,
  useUpdateAlertSettingsMutation,
  useSendTestAlertMutation,
  useListAlertHistoryQuery,
  useLazyListAlertHistoryQuery,
  useRetryAlertDeliveryMutation,
} = injectedRtkApi;
