import { generatedApi } from '../../api/generated/instagram.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type { InstagramAccount, InstagramSetting, InstagramSettingRequest } from '../../api/generated/instagram.gen';

export const INSTAGRAM_SETTINGS_TAG = 'InstagramSettings';

// The editor shows 422 field errors on its own fields.
for (const name of ['createInstagramSetting', 'updateInstagramSetting'] as const) {
  defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });
}
// Starting the link only leaves for Instagram's consent page: no success dialog in between.
defineEndpointPolicy(generatedApi, 'createInstagramAuthorizationLink', { successDialog: false });

export const instagramApi = generatedApi.enhanceEndpoints({
  addTagTypes: [INSTAGRAM_SETTINGS_TAG],
  endpoints: {
    listInstagramSettings: { providesTags: [INSTAGRAM_SETTINGS_TAG] },
    getInstagramSetting: { providesTags: [INSTAGRAM_SETTINGS_TAG] },
    createInstagramSetting: { invalidatesTags: [INSTAGRAM_SETTINGS_TAG] },
    updateInstagramSetting: { invalidatesTags: [INSTAGRAM_SETTINGS_TAG] },
    deleteInstagramSetting: { invalidatesTags: [INSTAGRAM_SETTINGS_TAG] },
  },
});

export const {
  useListInstagramSettingsQuery,
  useGetInstagramSettingQuery,
  useCreateInstagramSettingMutation,
  useUpdateInstagramSettingMutation,
  useDeleteInstagramSettingMutation,
  useCreateInstagramAuthorizationLinkMutation,
  useCompleteInstagramAuthorizationMutation,
} = instagramApi;
