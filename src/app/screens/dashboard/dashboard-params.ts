import { accountKeysParam, GOOGLE_ACCOUNT_KEY, stringParam, type ListParamValues } from '../../../components/list/use-list-params';
import { isMonth } from '../../../features/dashboard/model/dashboard-month';


// Kept in the URL so reload, back and a shared link show the same stores and month. No month: the server's default.
export const DASHBOARD_PARAMS = {
  // The dashboard counts Google listings only: a Yahoo key or stray text in the URL is dropped rather than sent.
  stores: accountKeysParam(GOOGLE_ACCOUNT_KEY),
  month: stringParam('', { maxLength: 7, valid: isMonth }),
};

export type DashboardParams = ListParamValues<typeof DASHBOARD_PARAMS>;
