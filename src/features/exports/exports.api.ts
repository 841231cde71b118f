import { generatedApi } from '../../api/generated/exports.gen';
import { openExportRunningDialog } from '../../state/export-running-dialog';
import { defineEndpointPolicy, exportJobPolicy } from '../../store/endpoint-policy';

export type { DataFile, ExportFormat, ExportStatus, ListDataFilesApiResponse } from '../../api/generated/exports.gen';

export const DATA_FILES_TAG = 'DataFiles';

// A request only queues the file: instead of the generic 「処理が完了しました」 the running dialog says the file is
// being made; the completed dialog follows on the realtime event (src/app/realtime/export-dialogs.listener.ts).
defineEndpointPolicy(generatedApi, 'requestStoreListExport', exportJobPolicy);
defineEndpointPolicy(generatedApi, 'retryDataFile', exportJobPolicy);


export const exportsApi = generatedApi.enhanceEndpoints({
  addTagTypes: [DATA_FILES_TAG],
  endpoints: {
    listDataFiles: { providesTags: [DATA_FILES_TAG] },
    requestStoreListExport: {
      invalidatesTags: [DATA_FILES_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
    retryDataFile: {
      invalidatesTags: [DATA_FILES_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
  },
});

/** The data file list is the record of finished exports; a realtime event asks for it again. */
export const dataFilesChanged = () => exportsApi.util.invalidateTags([DATA_FILES_TAG]);

export const { useListDataFilesQuery, useRequestStoreListExportMutation, useRetryDataFileMutation } = exportsApi;
