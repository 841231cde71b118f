import { generatedApi } from '../../api/generated/reply-templates.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type { ReplyManuscript, ReplyManuscriptRequest } from '../../api/generated/reply-templates.gen';

export const REPLY_MANUSCRIPTS_TAG = 'ReplyManuscripts';

// The template form shows 422 field errors on its own fields.
for (const name of ['createReplyManuscript', 'updateReplyManuscript'] as const) {
  defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });
}

export const replyTemplatesApi = generatedApi.enhanceEndpoints({
  addTagTypes: [REPLY_MANUSCRIPTS_TAG],
  endpoints: {
    listReplyManuscripts: { providesTags: [REPLY_MANUSCRIPTS_TAG] },
    createReplyManuscript: { invalidatesTags: [REPLY_MANUSCRIPTS_TAG] },
    updateReplyManuscript: { invalidatesTags: [REPLY_MANUSCRIPTS_TAG] },
    deleteReplyManuscript: { invalidatesTags: [REPLY_MANUSCRIPTS_TAG] },
  },
});

export const {
  useListReplyManuscriptsQuery,
  useCreateReplyManuscriptMutation,
  useUpdateReplyManuscriptMutation,
  useDeleteReplyManuscriptMutation,
} = replyTemplatesApi;
