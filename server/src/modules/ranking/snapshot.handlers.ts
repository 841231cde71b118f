import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { getRankSnapshot, openRankSnapshotImage } from './snapshot-read.service';

export const snapshotHandlers: ModuleHandlers<'getRankSnapshot' | 'getRankSnapshotImage'> = {
  getRankSnapshot: async ({ deps, auth, params }) => getRankSnapshot(deps, requireAuth(auth), params.id),
  getRankSnapshotImage: async ({ deps, auth, params, reply }) => {
    const file = await openRankSnapshotImage(deps, requireAuth(auth), params.id);
    // A retried measurement of the same day re-renders under the same URL: revalidate rather than cache for long.
    reply
      .header('content-type', 'image/png')
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff');
    // The body is the stored PNG's stream, not a JSON answer (hence the cast).
    return reply.send(file.stream) as never;
  },
};
