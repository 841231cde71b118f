import { generatedApi } from '../../api/generated/alerts.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  AlertChannel,
  AlertHistoryEvent,
  AlertHistoryItem,
  AlertSettings,
  AlertSettingsRequest,
} from '../../api/generated/alerts.gen';

export const ALERT_SETTINGS_TAG = 'AlertSettings';
export const ALERT_HISTORY_TAG = 'AlertHistory';

// The settings form puts 422s on its fields (a refused webhook URL on slack_webhook_url, a LINE id on line_to); a
// test to a channel not set yet names the channel's field too.
defineEndpointPolicy(generatedApi, 'updateAlertSettings', { fieldErrorsOnForm: true });
defineEndpointPolicy(generatedApi, 'sendTestAlert', { fieldErrorsOnForm: true });

// A test or a retry adds to or changes the history, so it reloads.
export const alertsApi = generatedApi.enhanceEndpoints({
  addTagTypes: [ALERT_SETTINGS_TAG, ALERT_HISTORY_TAG],
  endpoints: {
    getAlertSettings: { providesTags: [ALERT_SETTINGS_TAG] },
    updateAlertSettings: { invalidatesTags: [ALERT_SETTINGS_TAG] },
    listAlertHistory: { providesTags: [ALERT_HISTORY_TAG] },
    sendTestAlert: { invalidatesTags: [ALERT_HISTORY_TAG] },
    retryAlertDelivery: { invalidatesTags: [ALERT_HISTORY_TAG] },
  },
});

export const { useGetAlertSettingsQuery, useUpdateAlertSettingsMutation, useSendTestAlertMutation, useListAlertHistoryQuery, useRetryAlertDeliveryMutation } = alertsApi;
