import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { baseQuery } from '../../api/base-query';
import { generatedApi, type ExportMeasuresApiArg, type ImportMeasuresApiArg } from '../../api/generated/ranking.gen';
import { fileResponseHandler, type DownloadedFile } from '../../api/file-response';
import { multipartQuery } from '../../api/multipart';
import { openExportRunningDialog } from '../../state/export-running-dialog';
import { defineEndpointPolicy, exportJobPolicy } from '../../store/endpoint-policy';

// The one api file of the ranking and keyword screens (features never import each other, so the settings, history,
// snapshot, grid and keyword parts all live in this feature and share these tags).
export type {
  Competitor,
  CompetitorList,
  CreateMeasuresApiArg,
  CreateMeasuresApiResponse,
  DeleteMeasureApiArg,
  DeleteMeasureApiResponse,
  ErrorBody,
  ExportAcceptedBody,
  ExportMeasuresApiArg,
  ExportMeasuresApiResponse,
  ExportStatus,
  GeoGrid,
  GeoGridBody,
  GeoGridCell,
  GeoGridList,
  GeoGridRequest,
  GeocodeMeasurePointApiArg,
  GeocodeMeasurePointApiResponse,
  GetGeoGridApiArg,
  GetGeoGridApiResponse,
  GetMeasureApiArg,
  GetMeasureApiResponse,
  GetMeasureContractApiArg,
  GetMeasureContractApiResponse,
  GetRankHistoryApiArg,
  GetRankHistoryApiResponse,
  GetRankSnapshotApiArg,
  GetRankSnapshotApiResponse,
  GetRankSnapshotImageApiArg,
  GetRankSnapshotImageApiResponse,
  ImportMeasuresApiArg,
  ImportMeasuresApiResponse,
  ListGeoGridsApiArg,
  ListGeoGridsApiResponse,
  ListMeasuresApiArg,
  ListMeasuresApiResponse,
  ListRankCompetitorsApiArg,
  ListRankCompetitorsApiResponse,
  ListRankHistoriesApiArg,
  ListRankHistoriesApiResponse,
  LocalAccountKey,
  Measure,
  MeasureBody,
  MeasureContractBody,
  MeasureCreateBody,
  MeasureCreateRequest,
  MeasureGeoBody,
  MeasureImportBody,
  MeasureImportLine,
  MeasureImportRequest,
  MeasureKind,
  MeasureList,
  MeasureNowApiArg,
  MeasureNowApiResponse,
  MeasureNowBody,
  MeasurePoint,
  MeasurePointInput,
  MeasurePointKind,
  MeasureProvider,
  MeasureStatus,
  MeasureStatusRequest,
  MeasureUpdateRequest,
  MessageBody,
  Pagination,
  RankExportRequest,
  RankHistoryBody,
  RankHistoryList,
  RankHistoryRow,
  RankOutcome,
  RankPeriod,
  RankPoint,
  RankRange,
  RankResultSummary,
  RankSnapshotBody,
  RankStats,
  RankTimeUnit,
  RequestRankExportApiArg,
  RequestRankExportApiResponse,
  StartGeoGridApiArg,
  StartGeoGridApiResponse,
  UpdateMeasureApiArg,
  UpdateMeasureApiResponse,
  UpdateMeasureStatusApiArg,
  UpdateMeasureStatusApiResponse,
} from '../../api/generated/ranking.gen';

const RANKING_TAGS = ['Measures', 'GeoGrids', 'RankHistories'] as const;

export const rankingApi = generatedApi.enhanceEndpoints({
  addTagTypes: [...RANKING_TAGS],
  endpoints: {
    listMeasures: { providesTags: ['Measures'] },
    createMeasures: { invalidatesTags: ['Measures', 'RankHistories'] },
    getMeasure: { providesTags: ['Measures'] },
    updateMeasure: { invalidatesTags: ['Measures', 'RankHistories'] },
    deleteMeasure: { invalidatesTags: ['Measures', 'RankHistories'] },
    updateMeasureStatus: { invalidatesTags: ['Measures', 'RankHistories'] },
    measureNow: { invalidatesTags: ['Measures', 'RankHistories'] },
    getMeasureContract: { providesTags: ['Measures'] },
    importMeasures: { invalidatesTags: ['Measures', 'RankHistories'] },
    listGeoGrids: { providesTags: ['GeoGrids'] },
    startGeoGrid: { invalidatesTags: ['GeoGrids'] },
    getGeoGrid: { providesTags: ['GeoGrids'] },
    listRankHistories: { providesTags: ['RankHistories'] },
    getRankHistory: { providesTags: ['RankHistories'] },
    listRankCompetitors: { providesTags: ['RankHistories'] },
    getRankSnapshot: { providesTags: ['RankHistories'] },
    requestRankExport: {
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
  },
});

export const {
  useListMeasuresQuery,
  useCreateMeasuresMutation,
  useGetMeasureQuery,
  useUpdateMeasureMutation,
  useDeleteMeasureMutation,
  useUpdateMeasureStatusMutation,
  useMeasureNowMutation,
  useGetMeasureContractQuery,
  useLazyGeocodeMeasurePointQuery,
  useImportMeasuresMutation,
  useListGeoGridsQuery,
  useStartGeoGridMutation,
  useGetGeoGridQuery,
  useListRankHistoriesQuery,
  useGetRankHistoryQuery,
  useListRankCompetitorsQuery,
  useRequestRankExportMutation,
  useGetRankSnapshotQuery,
} = rankingApi;

// --- 順位計測設定 (C1): the measures file and the dialog policies of the settings screen ---

type MeasureFileDefinition = {
  exportMeasures: QueryDefinition<ExportMeasuresApiArg, typeof baseQuery, (typeof RANKING_TAGS)[number], DownloadedFile, 'api'>;
};

const measureFileApi = rankingApi.enhanceEndpoints<never, MeasureFileDefinition>({
  endpoints: {
    exportMeasures: {
      query: (arg: ExportMeasuresApiArg) => ({ url: '/meo-measure/file', params: { provider: arg.provider, kind: arg.kind }, responseHandler: fileResponseHandler('measures.xlsx') }),
      transformResponse: (file: unknown) => file as DownloadedFile,
      keepUnusedDataFor: 0,
    },
    importMeasures: {
      query: multipartQuery((arg: ImportMeasuresApiArg) => ({ url: '/meo-measure/file', values: { ...arg.measureImportRequest } })),
    },
  },
});

export const { useLazyExportMeasuresQuery: useLazyMeasureFileQuery } = measureFileApi;

// The add and edit forms put 422 field errors on their fields; the import shows its own answer line by line; a
// status toggle shows itself in the list.
defineEndpointPolicy(rankingApi, 'createMeasures', { fieldErrorsOnForm: true });
defineEndpointPolicy(rankingApi, 'updateMeasure', { fieldErrorsOnForm: true });
defineEndpointPolicy(rankingApi, 'geocodeMeasurePoint', { errorDialog: false });
defineEndpointPolicy(rankingApi, 'importMeasures', { successDialog: false });
defineEndpointPolicy(rankingApi, 'updateMeasureStatus', { successDialog: false });
// A started grid shows itself in its panel at once.
defineEndpointPolicy(rankingApi, 'startGeoGrid', { successDialog: false });
// The rank export only queues the file: the running dialog replaces the generic success dialog.
defineEndpointPolicy(rankingApi, 'requestRankExport', exportJobPolicy);
