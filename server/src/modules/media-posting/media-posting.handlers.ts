import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { deleteMediaPostHistory, getMediaPostHistory, listGoogleMedia, listMediaPostHistories } from './media-histories.service';
import { cancelMediaPostOf, createMediaPost, listMediaPostsOf, openThumbnail, type CreateMediaPostInput } from './media-posting.service';

type MediaPostingOperation =
  | 'listMediaPosts'
  | 'createMediaPost'
  | 'updateMediaPostStatus'
  | 'getMediaPostThumbnail'
  | 'listMediaPostHistories'
  | 'getMediaPostHistory'
  | 'deleteMediaPostHistory'
  | 'listGoogleMedia';

export const mediaPostingHandlers: ModuleHandlers<MediaPostingOperation> = {
  listMediaPosts: async ({ deps, auth, query }) => listMediaPostsOf(deps, requireAuth(auth), query),
  // Multipart only: the handler types read JSON bodies, so the validated multipart fields are taken as the contract
  // describes them (the file as the uploaded bytes).
  createMediaPost: async ({ deps, auth, body }) => createMediaPost(deps, requireAuth(auth), body as unknown as CreateMediaPostInput),
  updateMediaPostStatus: async ({ deps, auth, params }) => cancelMediaPostOf(deps, requireAuth(auth), params.id),
  getMediaPostThumbnail: async ({ deps, auth, params, reply }) => {
    const file = await openThumbnail(deps, requireAuth(auth), params.id);
    reply
      .header('content-type', 'image/jpeg')
      .header('content-length', String(file.size))
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff');
    // The body is the stored thumbnail's stream, not a JSON answer (hence the cast).
    return reply.send(file.stream) as never;
  },
  listMediaPostHistories: async ({ deps, auth, query }) => listMediaPostHistories(deps, requireAuth(auth), query),
  getMediaPostHistory: async ({ deps, auth, params }) => getMediaPostHistory(deps, requireAuth(auth), params.id),
  deleteMediaPostHistory: async ({ deps, auth, params }) => deleteMediaPostHistory(deps, requireAuth(auth), params.id),
  listGoogleMedia: async ({ deps, auth, query }) => listGoogleMedia(deps, requireAuth(auth), query),
};
