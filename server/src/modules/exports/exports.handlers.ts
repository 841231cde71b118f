import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { attachmentDisposition } from './content-disposition';
import { listDataFiles, openDataFile, requestStoreListExport, retryDataFile } from './exports.service';

export const exportsHandlers: ModuleHandlers<'requestStoreListExport' | 'listDataFiles' | 'downloadDataFile' | 'retryDataFile'> = {
  requestStoreListExport: async ({ deps, auth, body }) => requestStoreListExport(deps, requireAuth(auth), body.format),
  listDataFiles: async ({ deps, auth, query }) => listDataFiles(deps, requireAuth(auth), query),
  downloadDataFile: async ({ deps, auth, params, reply }) => {
    const file = await openDataFile(deps, requireAuth(auth), params.id);
    reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    // The body is the stored file's stream, not a JSON answer (the typed registry expects JSON, hence the cast);
    // returning the reply tells Fastify the response is already being sent.
    return reply.send(file.stream) as never;
  },
  retryDataFile: async ({ deps, auth, params }) => retryDataFile(deps, requireAuth(auth), params.id),
};
