import { generatedApi } from '../../api/generated/post-templates.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type { PostManuscript, PostManuscriptRequest, PostManuscriptType } from '../../api/generated/post-templates.gen';

export const POST_MANUSCRIPTS_TAG = 'PostManuscripts';

// The template form shows 422 field errors on its own fields.
for (const name of ['createPostManuscript', 'updatePostManuscript'] as const) {
  defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });
}

export const postTemplatesApi = generatedApi.enhanceEndpoints({
  addTagTypes: [POST_MANUSCRIPTS_TAG],
  endpoints: {
    listPostManuscripts: { providesTags: [POST_MANUSCRIPTS_TAG] },
    getPostManuscript: { providesTags: [POST_MANUSCRIPTS_TAG] },
    createPostManuscript: { invalidatesTags: [POST_MANUSCRIPTS_TAG] },
    updatePostManuscript: { invalidatesTags: [POST_MANUSCRIPTS_TAG] },
    deletePostManuscript: { invalidatesTags: [POST_MANUSCRIPTS_TAG] },
  },
});

export const {
  useListPostManuscriptsQuery,
  useGetPostManuscriptQuery,
  useCreatePostManuscriptMutation,
  useUpdatePostManuscriptMutation,
  useDeletePostManuscriptMutation,
} = postTemplatesApi;
