import { stringParam, type ListParamValues, type ParamDef } from '../../../components/list/use-list-params';
import { isMonth } from '../../../features/dashboard/model/dashboard-month';

const STORES_MAX = 5000;
// The dashboard counts Google listings only; a Yahoo key or stray text in the URL is dropped rather than sent.
const GOOGLE_KEY = /^g_[1-9][0-9]{0,9}$/;

/** The store filter as a comma list in the URL. */
const storesParam: ParamDef<string[]> = {
  defaultValue: [],
  parse: (raw) => raw.split(',').filter((key) => GOOGLE_KEY.test(key)).slice(0, STORES_MAX),
  format: (keys) => keys.join(','),
};

// Kept in the URL so reload, back and a shared link show the same stores and month. No month: the server's default.
export const DASHBOARD_PARAMS = {
  stores: storesParam,
  month: stringParam('', { maxLength: 7, valid: isMonth }),
};

export type DashboardParams = ListParamValues<typeof DASHBOARD_PARAMS>;
