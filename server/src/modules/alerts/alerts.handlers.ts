import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { listAlertHistory, retryAlertDelivery } from './alert-history.service';
import { getAlertSettings, sendTestAlert, updateAlertSettings } from './alert-settings.service';

type AlertsOperation = 'getAlertSettings' | 'updateAlertSettings' | 'sendTestAlert' | 'listAlertHistory' | 'retryAlertDelivery';

export const alertsHandlers: ModuleHandlers<AlertsOperation> = {
  getAlertSettings: async ({ deps, auth }) => getAlertSettings(deps, requireAuth(auth)),
  updateAlertSettings: async ({ deps, auth, body }) => updateAlertSettings(deps, requireAuth(auth), body),
  sendTestAlert: async ({ deps, auth, body }) => sendTestAlert(deps, requireAuth(auth), body),
  listAlertHistory: async ({ deps, auth, query }) => listAlertHistory(deps, requireAuth(auth), query),
  retryAlertDelivery: async ({ deps, auth, params }) => retryAlertDelivery(deps, requireAuth(auth), params.id),
};
