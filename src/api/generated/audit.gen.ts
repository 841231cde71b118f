import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLogs: build.query<ListAuditLogsApiResponse, ListAuditLogsApiArg>({
      query: (queryArg) => ({
        url: `/audit-logs`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListAuditLogsApiResponse =
  /** status 200 One page of audit rows; the total is counted up to 10,000. */ AuditLogList;
export type ListAuditLogsApiArg = {
  page?: number;
  pageSize?: number;
};
export type AuditLogItem = {
  id: number;
  actor_name: string | null;
  actor_email: string | null;
  subject_name: string | null;
  subject_email: string | null;
  subject_corporate_name: string | null;
  operation_id: string;
  method: string;
  path: string;
  status_code: number;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string;
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
export type AuditLogList = {
  data: AuditLogItem[];
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
export const { useListAuditLogsQuery, useLazyListAuditLogsQuery } =
  injectedRtkApi;
