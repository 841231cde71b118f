import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestStoreListExport: build.mutation<
      RequestStoreListExportApiResponse,
      RequestStoreListExportApiArg
    >({
      query: (queryArg) => ({
        url: `/exports/store-list`,
        method: "POST",
        body: queryArg.storeListExportRequest,
      }),
    }),
    listDataFiles: build.query<ListDataFilesApiResponse, ListDataFilesApiArg>({
      query: (queryArg) => ({
        url: `/data-files`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    downloadDataFile: build.query<
      DownloadDataFileApiResponse,
      DownloadDataFileApiArg
    >({
      query: (queryArg) => ({ url: `/data-files/${queryArg.id}` }),
    }),
    retryDataFile: build.mutation<
      RetryDataFileApiResponse,
      RetryDataFileApiArg
    >({
      query: (queryArg) => ({
        url: `/data-files/${queryArg.id}/retry`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type RequestStoreListExportApiResponse =
  /** status 200 Queued. */ ExportAcceptedBody;
export type RequestStoreListExportApiArg = {
  storeListExportRequest: StoreListExportRequest;
};
export type ListDataFilesApiResponse =
  /** status 200 One page of data files. */ DataFileList;
export type ListDataFilesApiArg = {
  page?: number;
  pageSize?: number;
};
export type DownloadDataFileApiResponse =
  /** status 200 The file, with Content-Disposition attachment (RFC 5987 filename* for the Japanese name). */ Blob;
export type DownloadDataFileApiArg = {
  id: number;
};
export type RetryDataFileApiResponse =
  /** status 200 Queued again. */ DataFileBody;
export type RetryDataFileApiArg = {
  id: number;
};
export type ExportStatus = "queued" | "running" | "completed" | "failed";
export type ExportAcceptedBody = {
  /** データファイルを作成しています。完了までしばらくお待ちください。 */
  message: string;
  data: {
    id: number;
    status: ExportStatus;
  };
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type ExportFormat = "xlsx" | "pdf";
export type StoreListExportRequest = {
  format: ExportFormat;
};
export type ExportKind =
  | "store_list"
  | "reviews"
  | "coupon_reviews"
  | "ranking"
  | "insight_report"
  | "yahoo_report"
  | "client_report"
  | "search_queries";
export type DataFile = {
  id: number;
  kind: ExportKind;
  format: ExportFormat;
  status: ExportStatus;
  /** Japanese file name, e.g. 店舗一覧_20261121.xlsx */
  file_name: string;
  /** Bytes */
  size: number | null;
  /** Why the last attempt failed (Japanese). */
  error_message: string | null;
  attempts: number;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  completed_at: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo); the download answers 410 after it. */
  expires_at: string | null;
  is_expired: boolean;
  /** /api/data-files/{id} while completed and not expired. */
  download_url: string | null;
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
export type DataFileList = {
  data: DataFile[];
  pagination: Pagination;
};
export type DataFileBody = {
  message: string;
  data: DataFile;
};
export const {
  useRequestStoreListExportMutation,
  useListDataFilesQuery,
  useLazyListDataFilesQuery,
  useDownloadDataFileQuery,
  useLazyDownloadDataFileQuery,
  useRetryDataFileMutation,
} = injectedRtkApi;
