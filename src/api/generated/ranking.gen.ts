import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMeasures: build.query<ListMeasuresApiResponse, ListMeasuresApiArg>({
      query: (queryArg) => ({
        url: `/meo-measure/measures`,
        params: {
          free_word: queryArg.freeWord,
          provider: queryArg.provider,
          kind: queryArg.kind,
          local_accounts: queryArg.localAccounts,
          status: queryArg.status,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createMeasures: build.mutation<
      CreateMeasuresApiResponse,
      CreateMeasuresApiArg
    >({
      query: (queryArg) => ({
        url: `/meo-measure/measures`,
        method: "POST",
        body: queryArg.measureCreateRequest,
      }),
    }),
    getMeasure: build.query<GetMeasureApiResponse, GetMeasureApiArg>({
      query: (queryArg) => ({ url: `/meo-measure/measures/${queryArg.id}` }),
    }),
    updateMeasure: build.mutation<
      UpdateMeasureApiResponse,
      UpdateMeasureApiArg
    >({
      query: (queryArg) => ({
        url: `/meo-measure/measures/${queryArg.id}`,
        method: "PUT",
        body: queryArg.measureUpdateRequest,
      }),
    }),
    deleteMeasure: build.mutation<
      DeleteMeasureApiResponse,
      DeleteMeasureApiArg
    >({
      query: (queryArg) => ({
        url: `/meo-measure/measures/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    updateMeasureStatus: build.mutation<
      UpdateMeasureStatusApiResponse,
      UpdateMeasureStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/meo-measure/measures/${queryArg.id}/status`,
        method: "PUT",
        body: queryArg.measureStatusRequest,
      }),
    }),
    measureNow: build.mutation<MeasureNowApiResponse, MeasureNowApiArg>({
      query: (queryArg) => ({
        url: `/meo-measure/measures/${queryArg.id}/measure`,
        method: "POST",
      }),
    }),
    getMeasureContract: build.query<
      GetMeasureContractApiResponse,
      GetMeasureContractApiArg
    >({
      query: () => ({ url: `/meo-measure/contract` }),
    }),
    geocodeMeasurePoint: build.query<
      GeocodeMeasurePointApiResponse,
      GeocodeMeasurePointApiArg
    >({
      query: (queryArg) => ({
        url: `/meo-measure/geo`,
        params: {
          query: queryArg.query,
          kind: queryArg.kind,
        },
      }),
    }),
    exportMeasures: build.query<
      ExportMeasuresApiResponse,
      ExportMeasuresApiArg
    >({
      query: (queryArg) => ({
        url: `/meo-measure/file`,
        params: {
          provider: queryArg.provider,
          kind: queryArg.kind,
        },
      }),
    }),
    importMeasures: build.mutation<
      ImportMeasuresApiResponse,
      ImportMeasuresApiArg
    >({
      query: (queryArg) => ({
        url: `/meo-measure/file`,
        method: "POST",
        body: queryArg.measureImportRequest,
      }),
    }),
    listGeoGrids: build.query<ListGeoGridsApiResponse, ListGeoGridsApiArg>({
      query: (queryArg) => ({
        url: `/meo-measure/measures/${queryArg.id}/grids`,
      }),
    }),
    startGeoGrid: build.mutation<StartGeoGridApiResponse, StartGeoGridApiArg>({
      query: (queryArg) => ({
        url: `/meo-measure/measures/${queryArg.id}/grids`,
        method: "POST",
        body: queryArg.geoGridRequest,
      }),
    }),
    getGeoGrid: build.query<GetGeoGridApiResponse, GetGeoGridApiArg>({
      query: (queryArg) => ({ url: `/meo-measure/grids/${queryArg.id}` }),
    }),
    listRankHistories: build.query<
      ListRankHistoriesApiResponse,
      ListRankHistoriesApiArg
    >({
      query: (queryArg) => ({
        url: `/map-rank-measurement/histories`,
        params: {
          free_word: queryArg.freeWord,
          provider: queryArg.provider,
          kind: queryArg.kind,
          local_accounts: queryArg.localAccounts,
          period: queryArg.period,
          unit: queryArg.unit,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    getRankHistory: build.query<
      GetRankHistoryApiResponse,
      GetRankHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/map-rank-measurement/histories/${queryArg.id}`,
        params: {
          period: queryArg.period,
          unit: queryArg.unit,
        },
      }),
    }),
    listRankCompetitors: build.query<
      ListRankCompetitorsApiResponse,
      ListRankCompetitorsApiArg
    >({
      query: (queryArg) => ({
        url: `/map-rank-measurement/histories/${queryArg.id}/competitors`,
        params: {
          period: queryArg.period,
          unit: queryArg.unit,
          limit: queryArg.limit,
        },
      }),
    }),
    requestRankExport: build.mutation<
      RequestRankExportApiResponse,
      RequestRankExportApiArg
    >({
      query: (queryArg) => ({
        url: `/map-rank-measurement/file`,
        method: "POST",
        body: queryArg.rankExportRequest,
      }),
    }),
    getRankSnapshot: build.query<
      GetRankSnapshotApiResponse,
      GetRankSnapshotApiArg
    >({
      query: (queryArg) => ({ url: `/screenshots/${queryArg.id}` }),
    }),
    getRankSnapshotImage: build.query<
      GetRankSnapshotImageApiResponse,
      GetRankSnapshotImageApiArg
    >({
      query: (queryArg) => ({ url: `/screenshots/${queryArg.id}/image` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListMeasuresApiResponse = /** status 200 OK. */ MeasureList;
export type ListMeasuresApiArg = {
  /** Keyword, store name or store code. */
  freeWord?: string;
  provider?: MeasureProvider;
  kind?: MeasureKind;
  localAccounts?: LocalAccountKey[];
  status?: MeasureStatus;
  page?: number;
  pageSize?: number;
};
export type CreateMeasuresApiResponse = /** status 200 OK. */ MeasureCreateBody;
export type CreateMeasuresApiArg = {
  measureCreateRequest: MeasureCreateRequest;
};
export type GetMeasureApiResponse = /** status 200 OK. */ MeasureBody;
export type GetMeasureApiArg = {
  /** The measure id. */
  id: number;
};
export type UpdateMeasureApiResponse = /** status 200 OK. */ MeasureBody;
export type UpdateMeasureApiArg = {
  /** The measure id. */
  id: number;
  measureUpdateRequest: MeasureUpdateRequest;
};
export type DeleteMeasureApiResponse = /** status 200 OK. */ MessageBody;
export type DeleteMeasureApiArg = {
  /** The measure id. */
  id: number;
};
export type UpdateMeasureStatusApiResponse = /** status 200 OK. */ MeasureBody;
export type UpdateMeasureStatusApiArg = {
  /** The measure id. */
  id: number;
  measureStatusRequest: MeasureStatusRequest;
};
export type MeasureNowApiResponse = /** status 200 OK. */ MeasureNowBody;
export type MeasureNowApiArg = {
  /** The measure id. */
  id: number;
};
export type GetMeasureContractApiResponse =
  /** status 200 OK. */ MeasureContractBody;
export type GetMeasureContractApiArg = void;
export type GeocodeMeasurePointApiResponse =
  /** status 200 OK. */ MeasureGeoBody;
export type GeocodeMeasurePointApiArg = {
  query: string;
  kind?: "address" | "station";
};
export type ExportMeasuresApiResponse = /** status 200 The file. */ Blob;
export type ExportMeasuresApiArg = {
  provider?: MeasureProvider;
  kind?: MeasureKind;
};
export type ImportMeasuresApiResponse = /** status 200 OK. */ MeasureImportBody;
export type ImportMeasuresApiArg = {
  measureImportRequest: MeasureImportRequest;
};
export type ListGeoGridsApiResponse = /** status 200 OK. */ GeoGridList;
export type ListGeoGridsApiArg = {
  /** The measure id. */
  id: number;
};
export type StartGeoGridApiResponse = /** status 200 OK. */ GeoGridBody;
export type StartGeoGridApiArg = {
  /** The measure id. */
  id: number;
  geoGridRequest: GeoGridRequest;
};
export type GetGeoGridApiResponse = /** status 200 OK. */ GeoGridBody;
export type GetGeoGridApiArg = {
  /** The geo-grid id. */
  id: number;
};
export type ListRankHistoriesApiResponse =
  /** status 200 OK. */ RankHistoryList;
export type ListRankHistoriesApiArg = {
  /** Keyword, store name or store code. */
  freeWord?: string;
  provider?: MeasureProvider;
  kind?: MeasureKind;
  localAccounts?: LocalAccountKey[];
  /** Default month (1ヶ月). */
  period?: RankPeriod;
  /** Default day. */
  unit?: RankTimeUnit;
  page?: number;
  pageSize?: number;
};
export type GetRankHistoryApiResponse = /** status 200 OK. */ RankHistoryBody;
export type GetRankHistoryApiArg = {
  /** The measure id. */
  id: number;
  /** Default month (1ヶ月). */
  period?: RankPeriod;
  /** Default day. */
  unit?: RankTimeUnit;
};
export type ListRankCompetitorsApiResponse =
  /** status 200 OK. */ CompetitorList;
export type ListRankCompetitorsApiArg = {
  /** The measure id. */
  id: number;
  /** Default month (1ヶ月). */
  period?: RankPeriod;
  /** Default day. */
  unit?: RankTimeUnit;
  limit?: number;
};
export type RequestRankExportApiResponse =
  /** status 200 OK. */ ExportAcceptedBody;
export type RequestRankExportApiArg = {
  rankExportRequest: RankExportRequest;
};
export type GetRankSnapshotApiResponse = /** status 200 OK. */ RankSnapshotBody;
export type GetRankSnapshotApiArg = {
  /** The measurement (result) id. */
  id: number;
};
export type GetRankSnapshotImageApiResponse = /** status 200 The image. */ Blob;
export type GetRankSnapshotImageApiArg = {
  /** The measurement (result) id. */
  id: number;
};
export type MeasureProvider = "google" | "yahoo";
export type MeasureKind = "menu" | "contract";
export type MeasureStatus = "measuring" | "stopped";
export type MeasurePointKind = "store" | "address" | "station" | "coordinates";
export type MeasurePoint = {
  kind: MeasurePointKind;
  /** The address or station as typed (null for store and coordinates). */
  label: string | null;
  lat: number | null;
  lng: number | null;
};
export type RankOutcome = "ranked" | "out_of_range" | "no_result";
export type RankResultSummary = {
  id: number;
  /** The Tokyo day, YYYY/MM/DD. */
  measured_on: string;
  /** When the search answered (null while pending or failed). */
  measured_at: string | null;
  /** pending 計測待ち · done 計測済み · failed 失敗 (retried automatically) */
  status: "pending" | "done" | "failed";
  outcome: RankOutcome | null;
  rank: number | null;
  /** How deep the result list was read. */
  depth: number;
  /** Results read (up to the depth). */
  result_count: number;
  /** missing when no renderer was available; the rank is still recorded. */
  snapshot_status: "pending" | "ok" | "missing";
  attempts: number;
  error_message: string | null;
};
export type Measure = {
  id: number;
  /** The listing's key (g_… / y_…). */
  local_account_id: string;
  store_id: number;
  store_name: string;
  store_code: string | null;
  provider: MeasureProvider;
  keyword: string;
  kind: MeasureKind;
  status: MeasureStatus;
  point: MeasurePoint;
  radius_m: number;
  /** HH:mm, Asia/Tokyo: the daily measurement runs from this minute. */
  measure_time: string;
  depth: number;
  created_at: string;
  updated_at: string;
  latest: RankResultSummary | null;
  /** The measurement before the latest done one (for the trend arrow). */
  previous: RankResultSummary | null;
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
export type MeasureList = {
  data: Measure[];
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
export type LocalAccountKey = string;
export type MeasureCreateBody = {
  message: string;
  created: number;
  skipped: {
    local_account_id: string;
    keyword: string;
  }[];
  data: Measure[];
};
export type MeasurePointInput = {
  kind: MeasurePointKind;
  label?: string | null;
  lat?: number | null;
  lng?: number | null;
};
export type MeasureCreateRequest = {
  keywords: string[];
  local_account_ids: LocalAccountKey[];
  kind?: MeasureKind;
  point: MeasurePointInput;
  radius_m: number;
  measure_time: string;
  depth?: number;
};
export type MeasureBody = {
  data: Measure;
};
export type MeasureUpdateRequest = {
  keyword: string;
  point: MeasurePointInput;
  radius_m: number;
  measure_time: string;
  depth?: number;
};
export type MessageBody = {
  message: string;
};
export type MeasureStatusRequest = {
  status: MeasureStatus;
};
export type MeasureNowBody = {
  message: string;
  /** Today's measurement already existed; it is answered as it is (one result per measure per day). */
  already_measured: boolean;
  result: RankResultSummary;
};
export type MeasureContractBody = {
  /** How many measures may be measuring at once. */
  measurable_count: number;
  used: number;
  remaining: number;
  /** 1 メニュー · 2 サービス · 3 すべて */
  scope: 1 | 2 | 3;
  /** The company has a Google ranking contract. */
  google: boolean;
  /** The company has a Yahoo ranking contract. */
  yahoo: boolean;
  /** This session may register contracted keywords (an operator acting as the user, and a scope that allows them). */
  can_register_contract: boolean;
};
export type MeasureGeoBody = {
  label: string;
  lat: number;
  lng: number;
};
export type MeasureImportLine = {
  /** The line in the file (1 is the header). */
  row: number;
  store_code: string;
  provider: string;
  keyword: string;
  status: "ok" | "exists" | "error";
  message: string | null;
};
export type MeasureImportBody = {
  message: string;
  dry_run: boolean;
  created: number;
  lines: MeasureImportLine[];
};
export type MeasureImportRequest = {
  /** xlsx or CSV (UTF-8 or Shift_JIS): 店舗コード, 媒体 (Google/Yahoo), キーワード, 計測時刻 (HH:mm), 半径 (m). */
  file: Blob;
  /** true checks every row and creates nothing. */
  dry_run?: "true" | "false";
};
export type GeoGridCell = {
  row: number;
  col: number;
  lat: number;
  lng: number;
  north_m: number;
  east_m: number;
  /** null while the cell is pending. */
  outcome: RankOutcome | null;
  rank: number | null;
};
export type GeoGrid = {
  id: number;
  measure_id: number;
  size: 3 | 5 | 7;
  spacing_m: number;
  center: {
    lat: number;
    lng: number;
  };
  status: "pending" | "running" | "done" | "failed";
  created_at: string;
  completed_at: string | null;
  /** Over the cells where the store was found, one decimal. */
  average_rank: number | null;
  found_cells: number;
  total_cells: number;
  error_message: string | null;
  /** Empty in lists. */
  cells: GeoGridCell[];
};
export type GeoGridList = {
  data: GeoGrid[];
};
export type GeoGridBody = {
  data: GeoGrid;
};
export type GeoGridRequest = {
  size: 3 | 5 | 7;
  spacing_m: number;
};
export type RankStats = {
  best: number | null;
  worst: number | null;
  average: number | null;
  top3_days: number;
  measured_days: number;
  out_of_range_days: number;
  no_result_days: number;
};
export type RankPoint = {
  /** The bucket: YYYY/MM/DD (day, or a week's Monday) or YYYY/MM (month), Tokyo. */
  date: string;
  /** The day's rank or the bucket's average over ranked days (one decimal). */
  rank: number | null;
  /** null when nothing was measured in the bucket. */
  outcome: RankOutcome | null;
  days: number;
};
export type RankHistoryRow = {
  measure: Measure;
  stats: RankStats;
  points: RankPoint[];
};
export type RankRange = {
  /** YYYY/MM/DD */
  start: string;
  /** YYYY/MM/DD */
  end: string;
};
export type RankHistoryList = {
  data: RankHistoryRow[];
  range: RankRange;
  pagination: Pagination;
};
export type RankPeriod =
  "all" | "week" | "month" | "quarter" | "half" | "year" | "year_and_half";
export type RankTimeUnit = "day" | "week" | "month";
export type RankHistoryBody = {
  data: RankHistoryRow;
  range: RankRange;
  /** Every day's measurement of the range, newest first (at most 550). */
  results: RankResultSummary[];
};
export type Competitor = {
  /** The provider's id (Google place id / Yahoo gid); only ids are stored. */
  place_id: string;
  /** Read from the provider when asked (never stored); null when it could not be read. */
  name: string | null;
  latest_rank: number | null;
  best_rank: number | null;
  /** Days in the period it ranked above our store. */
  days_above: number;
  points: RankPoint[];
};
export type CompetitorList = {
  data: Competitor[];
  ours: RankPoint[];
  range: RankRange;
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
export type RankExportRequest = {
  period: RankPeriod;
  unit: RankTimeUnit;
  provider?: MeasureProvider;
  kind?: MeasureKind;
  free_word?: string;
  local_account_ids?: LocalAccountKey[];
};
export type RankSnapshotBody = {
  data: RankResultSummary;
  measure: Measure;
  point: {
    lat: number;
    lng: number;
    radius_m: number;
  };
  /** How the search was made, e.g. "Google Places API テキスト検索・日本語・地域 日本・関連度順・非パーソナライズ". */
  device_profile: string;
  /** SHA-256 (hex) of the snapshot image as rendered at measurement time. */
  content_hash: string | null;
  /** The stored image still has that hash (null without an image). */
  hash_verified: boolean | null;
  /** The PNG (same session), null when the snapshot is missing. */
  image_url: string | null;
};
export const {
  useListMeasuresQuery,
  useLazyListMeasuresQuery,
  useCreateMeasuresMutation,
  useGetMeasureQuery,
  useLazyGetMeasureQuery,
  useUpdateMeasureMutation,
  useDeleteMeasureMutation,
  useUpdateMeasureStatusMutation,
  useMeasureNowMutation,
  useGetMeasureContractQuery,
  useLazyGetMeasureContractQuery,
  useGeocodeMeasurePointQuery,
  useLazyGeocodeMeasurePointQuery,
  useExportMeasuresQuery,
  useLazyExportMeasuresQuery,
  useImportMeasuresMutation,
  useListGeoGridsQuery,
  useLazyListGeoGridsQuery,
  useStartGeoGridMutation,
  useGetGeoGridQuery,
  useLazyGetGeoGridQuery,
  useListRankHistoriesQuery,
  useLazyListRankHistoriesQuery,
  useGetRankHistoryQuery,
  useLazyGetRankHistoryQuery,
  useListRankCompetitorsQuery,
  useLazyListRankCompetitorsQuery,
  useRequestRankExportMutation,
  useGetRankSnapshotQuery,
  useLazyGetRankSnapshotQuery,
  useGetRankSnapshotImageQuery,
  useLazyGetRankSnapshotImageQuery,
} = injectedRtkApi;
