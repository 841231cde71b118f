import { generatedApi } from '../../api/generated/coupon-reviews.gen';
import { openExportRunningDialog } from '../../state/export-running-dialog';
import { defineEndpointPolicy, exportJobPolicy } from '../../store/endpoint-policy';

export type {
  CouponCampaign,
  CouponCampaignInput,
  CouponFeedback,
  CouponReviewPageBody,
  IssuedCouponBody,
  ListCouponReviewsApiArg,
} from '../../api/generated/coupon-reviews.gen';

// The campaign form shows 422 field errors on its own fields.
for (const name of ['createCouponCampaign', 'updateCouponCampaign'] as const) defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });
// The public pages explain every outcome inline (field errors on the fields, a closed page or an unknown link as a
// message): the customer never sees the console's dialogs, and a successful submission moves on to the coupon.
// A 429 still opens the single busy dialog (the middleware handles it before any policy).
defineEndpointPolicy(generatedApi, 'getCouponReviewPage', { errorDialog: false });
defineEndpointPolicy(generatedApi, 'getIssuedCoupon', { errorDialog: false });
defineEndpointPolicy(generatedApi, 'submitCouponReview', { successDialog: false, errorDialog: false });
// A toggle shows its new state itself; a dialog after every click would be noise.
defineEndpointPolicy(generatedApi, 'updateCouponReviewMapVisibility', { successDialog: false });
// Like the other exports (features/exports): the running dialog replaces the generic success dialog, and the
// completed dialog follows on the realtime event.
defineEndpointPolicy(generatedApi, 'requestCouponReviewExport', exportJobPolicy);

const DATA_FILES_TAG = 'DataFiles';


export const couponReviewsApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CouponCampaigns', 'CouponFeedback', DATA_FILES_TAG],
  endpoints: {
    listCouponCampaigns: { providesTags: ['CouponCampaigns'] },
    createCouponCampaign: { invalidatesTags: ['CouponCampaigns'] },
    updateCouponCampaign: { invalidatesTags: ['CouponCampaigns'] },
    updateCouponReviewFlag: { invalidatesTags: ['CouponCampaigns'] },
    listCouponReviews: { providesTags: ['CouponFeedback'] },
    updateCouponReviewMapVisibility: { invalidatesTags: ['CouponFeedback'] },
    requestCouponReviewExport: {
      invalidatesTags: [DATA_FILES_TAG],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
  },
});

export const {
  useListCouponCampaignsQuery,
  useCreateCouponCampaignMutation,
  useUpdateCouponCampaignMutation,
  useUpdateCouponReviewFlagMutation,
  useListCouponReviewsQuery,
  useUpdateCouponReviewMapVisibilityMutation,
  useRequestCouponReviewExportMutation,
  useGetCouponReviewPageQuery,
  useSubmitCouponReviewMutation,
  useGetIssuedCouponQuery,
} = couponReviewsApi;
