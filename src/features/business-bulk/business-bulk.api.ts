import { generatedApi, type BulkRun } from '../../api/generated/business.gen';
import { generatedApi as localAccountsGeneratedApi } from '../../api/generated/local-accounts.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

// The business contract's types the bulk screens, the automatic-reflection settings and the Yahoo creation use.
export type {
  BulkPreviewBody,
  BulkPreviewLine,
  BulkRun,
  BulkRunResult,
  BulkRunStatus,
  BusinessBulkChanges,
  BusinessBulkRequest,
  BusinessListing,
  BusinessListingSummary,
  ErrorBody,
  HoursPeriod,
  ListingAttribute,
  ListingField,
  ListingProvider,
  LocalAccountKey,
  SpecialHoursEntry,
} from '../../api/generated/business.gen';
export type { CreateYahooPlaceApiResponse, YahooPlaceRequest } from '../../api/generated/local-accounts.gen';

export const BUSINESS_BULK_RUNS_TAG = 'BusinessBulkRuns';
export const BUSINESS_BULK_RESULTS_TAG = 'BusinessBulkResults';

// The dry run is shown as the diff itself and an apply opens the progress view: no success dialog repeats either.
// The dry run's 422 field errors land on the changes form's fields.
defineEndpointPolicy(generatedApi, 'previewBusinessBulk', { successDialog: false, fieldErrorsOnForm: true });
defineEndpointPolicy(generatedApi, 'applyBusinessBulk', { successDialog: false });
defineEndpointPolicy(generatedApi, 'retryBusinessBulk', { successDialog: false });
// The Yahoo!プレイス creation form shows 422 field errors on its own fields.
defineEndpointPolicy(localAccountsGeneratedApi, 'createYahooPlace', { fieldErrorsOnForm: true });
export const { useCreateYahooPlaceMutation } = localAccountsGeneratedApi;

const RUN_TAGS = [BUSINESS_BULK_RUNS_TAG, BUSINESS_BULK_RESULTS_TAG];

export const businessBulkApi = generatedApi.enhanceEndpoints({
  addTagTypes: RUN_TAGS,
  endpoints: {
    listBusinessBulkRuns: { providesTags: [BUSINESS_BULK_RUNS_TAG] },
    getBusinessBulkRun: { providesTags: [BUSINESS_BULK_RUNS_TAG] },
    listBusinessBulkResults: { providesTags: [BUSINESS_BULK_RESULTS_TAG] },
    applyBusinessBulk: { invalidatesTags: [BUSINESS_BULK_RUNS_TAG] },
    retryBusinessBulk: { invalidatesTags: RUN_TAGS },
  },
});

export const {
  usePreviewBusinessBulkMutation,
  useApplyBusinessBulkMutation,
  useListBusinessBulkRunsQuery,
  useGetBusinessBulkRunQuery,
  useListBusinessBulkResultsQuery,
  useRetryBusinessBulkMutation,
  useListBusinessListingsQuery,
  useLazyGetBusinessListingQuery,
  useUpdateAutoReflectionMutation,
} = businessBulkApi;

/** A realtime progress event or a finished poll: the results list is read again. */
export const bulkResultsChanged = () => businessBulkApi.util.invalidateTags([BUSINESS_BULK_RESULTS_TAG]);
/** Writes a progress event's counts into the cached run, so the bar moves without a request. */
export const bulkRunCountsReceived = (id: number, counts: Pick<BulkRun, 'status' | 'total' | 'succeeded' | 'failed' | 'skipped' | 'pending'>) =>
  businessBulkApi.util.updateQueryData('getBusinessBulkRun', { id }, (draft) => {
    Object.assign(draft.data, counts);
  });
