import { notFound } from '../../http/errors';
import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { deleteAllPostHistories, deletePostHistory, getPostHistory, listPostHistories, retryPostHistory, updateYahooPinned } from './post-histories.service';
import { editGooglePost, editYahooPost, type GoogleEditInput, type YahooEditInput } from './post-edits.service';
import type { PostSettingBodyInput } from './post-input';
import { sendPublish } from './posts.jobs';
import { findPostImage } from './posts.repository';
import { createPost, decideApproval, deletePost, getPost, listPosts, suspendOrResume, updatePost } from './posts.service';

type PostOperation =
  | 'listPostSettings' | 'createPostSetting' | 'getPostSetting' | 'updatePostSetting' | 'deletePostSetting' | 'decidePostSettingApproval'
  | 'suspendResumePostSetting' | 'listPostHistories' | 'getPostHistory' | 'deletePostHistory' | 'retryPostHistory' | 'deleteAllPostHistories'
  | 'updateYahooPostPinned' | 'getPostImage' | 'updateGooglePost' | 'updateYahooPost';

// Multipart bodies are typed by the contract's JSON bodies only (handler-types), so the validated multipart body is
// read as the contract's PostSettingInput here.
const postInput = (body: unknown): PostSettingBodyInput => body as PostSettingBodyInput;

export const postsHandlers: ModuleHandlers<PostOperation> = {
  listPostSettings: async ({ deps, auth, query }) => listPosts(deps, requireAuth(auth), query),
  createPostSetting: async ({ deps, auth, body }) => createPost(deps, requireAuth(auth), postInput(body)),
  getPostSetting: async ({ deps, auth, params }) => getPost(deps, requireAuth(auth), params.id),
  updatePostSetting: async ({ deps, auth, params, body }) => updatePost(deps, requireAuth(auth), params.id, postInput(body)),
  deletePostSetting: async ({ deps, auth, params }) => deletePost(deps, requireAuth(auth), params.id),
  decidePostSettingApproval: async ({ deps, auth, params, body }) => decideApproval(deps, requireAuth(auth), params.id, body),
  suspendResumePostSetting: async ({ deps, auth, params, body }) => suspendOrResume(deps, requireAuth(auth), params.id, body.suspended),
  listPostHistories: async ({ deps, auth, query }) => listPostHistories(deps, requireAuth(auth), query),
  getPostHistory: async ({ deps, auth, params }) => getPostHistory(deps, requireAuth(auth), params.id),
  deletePostHistory: async ({ deps, auth, params }) => deletePostHistory(deps, requireAuth(auth), params.id),
  retryPostHistory: async ({ deps, auth, params }) => retryPostHistory(deps, requireAuth(auth), params.id, sendPublish(deps)),
  deleteAllPostHistories: async ({ deps, auth, query }) => deleteAllPostHistories(deps, requireAuth(auth), query.local_control_queue_id),
  updateYahooPostPinned: async ({ deps, auth, params, body }) => updateYahooPinned(deps, requireAuth(auth), params.id, body.pinned),
  updateGooglePost: async ({ deps, auth, params, body }) => editGooglePost(deps, requireAuth(auth), params.id, body as unknown as GoogleEditInput),
  updateYahooPost: async ({ deps, auth, params, body }) => editYahooPost(deps, requireAuth(auth), params.id, body as unknown as YahooEditInput),
  getPostImage: async ({ deps, params, reply }) => {
    const image = await findPostImage(deps.db, params.token);
    const file = image?.imageKey ? await deps.storage.get(image.imageKey) : null;
    if (!file) throw notFound();
    reply.header('content-type', file.contentType).header('content-length', String(file.size)).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff');
    // The photo's bytes, not a JSON answer (the typed registry expects JSON, hence the cast).
    return reply.send(file.stream) as never;
  },
};
