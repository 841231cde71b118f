import { generatedApi } from '../../api/generated/auto-reply.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  AutoReplyItem,
  AutoReplyMode,
  AutoReplySetting,
  AutoReplySettingInput,
  AutoReplyStatus,
  FixedTexts,
  ReplyTone,
} from '../../api/generated/auto-reply.gen';

export const AUTO_REPLY_SETTINGS_TAG = 'AutoReplySettings';
export const AUTO_REPLIES_TAG = 'AutoReplies';

// The settings form and the approval draft show 422 field errors on their own fields.
defineEndpointPolicy(generatedApi, 'updateAutoReplySettings', { fieldErrorsOnForm: true });
defineEndpointPolicy(generatedApi, 'decideAutoReply', { fieldErrorsOnForm: true });
// A row's switch shows the new state, or why it could not change, beside itself: no dialog either way.
defineEndpointPolicy(generatedApi, 'updateAutoReply', { successDialog: false, errorDialog: false });

export const autoReplyApi = generatedApi.enhanceEndpoints({
  addTagTypes: [AUTO_REPLY_SETTINGS_TAG, AUTO_REPLIES_TAG],
  endpoints: {
    listAutoReplySettings: { providesTags: [AUTO_REPLY_SETTINGS_TAG] },
    getAutoReply: { providesTags: [AUTO_REPLY_SETTINGS_TAG] },
    updateAutoReplySettings: { invalidatesTags: [AUTO_REPLY_SETTINGS_TAG] },
    updateAutoReply: { invalidatesTags: [AUTO_REPLY_SETTINGS_TAG] },
    listAutoReplies: { providesTags: [AUTO_REPLIES_TAG] },
    decideAutoReply: { invalidatesTags: [AUTO_REPLIES_TAG] },
  },
});

export const {
  useListAutoReplySettingsQuery,
  useGetAutoReplyQuery,
  useUpdateAutoReplySettingsMutation,
  useUpdateAutoReplyMutation,
  useListAutoRepliesQuery,
  useDecideAutoReplyMutation,
} = autoReplyApi;
