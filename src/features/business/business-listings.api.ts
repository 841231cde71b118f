import { generatedApi } from '../../api/generated/business.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

// Every type of the business listings contract the listing screens, their tests and handlers use.
export type {
  AcceptGoogleEditApiResponse,
  BusinessListing,
  BusinessListingBody,
  BusinessListingList,
  BusinessListingSummary,
  ErrorBody,
  GoogleEdit,
  GoogleEditDecisionRequest,
  HoursPeriod,
  ListBusinessListingChangesApiResponse,
  ListBusinessListingsApiArg,
  ListingChange,
  ListingChangeList,
  ListingField,
  ListingProvider,
  ListingReflection,
  ProviderListing,
  ReflectionStatus,
  SpecialHoursEntry,
  UpdateAutoReflectionApiResponse,
  AutoReflectionRequest,
  BusinessListingUpdateRequest,
} from '../../api/generated/business.gen';

export const BUSINESS_LISTINGS_TAG = 'BusinessListings';

// The listing form says every failure itself (field errors on the fields, a conflict beside the save button, what
// each provider answered under it), so neither dialog opens for a save.
defineEndpointPolicy(generatedApi, 'updateBusinessListing', {
  successDialog: false,
  errorDialog: false,
  fieldErrorsOnForm: true,
});

export const businessListingsApi = generatedApi.enhanceEndpoints({
  addTagTypes: [BUSINESS_LISTINGS_TAG],
  endpoints: {
    listBusinessListings: { providesTags: [BUSINESS_LISTINGS_TAG] },
    getBusinessListing: { providesTags: [BUSINESS_LISTINGS_TAG] },
    listBusinessListingChanges: { providesTags: [BUSINESS_LISTINGS_TAG] },
    updateBusinessListing: { invalidatesTags: [BUSINESS_LISTINGS_TAG] },
    reflectBusinessListing: { invalidatesTags: [BUSINESS_LISTINGS_TAG] },
    refreshBusinessListing: { invalidatesTags: [BUSINESS_LISTINGS_TAG] },
    acceptGoogleEdit: { invalidatesTags: [BUSINESS_LISTINGS_TAG] },
    revertGoogleEdit: { invalidatesTags: [BUSINESS_LISTINGS_TAG] },
  },
});

// The list's switch for one store × provider shows its new state in the row itself, so its copy of the call opens no
// success dialog (the bulk setting screen keeps the default one on updateAutoReflection).
type AutoReflectionTypes = (typeof generatedApi.endpoints.updateAutoReflection)['Types'];
const switchApi = businessListingsApi.injectEndpoints({
  endpoints: (build) => ({
    switchAutoReflection: build.mutation<AutoReflectionTypes['ResultType'], AutoReflectionTypes['QueryArg']>({
      query: ({ autoReflectionRequest }) => ({
        url: '/business/auto-reflection',
        method: 'PUT',
        body: autoReflectionRequest,
      }),
      invalidatesTags: [BUSINESS_LISTINGS_TAG],
    }),
  }),
});
defineEndpointPolicy(switchApi, 'switchAutoReflection', {
  successDialog: false,
});
export const { useSwitchAutoReflectionMutation } = switchApi;

export const {
  useListBusinessListingsQuery,
  useGetBusinessListingQuery,
  useListBusinessListingChangesQuery,
  useUpdateBusinessListingMutation,
  useAcceptGoogleEditMutation,
  useRevertGoogleEditMutation,
} = businessListingsApi;
