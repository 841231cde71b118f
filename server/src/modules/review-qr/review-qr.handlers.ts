import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { attachmentDisposition } from '../exports/content-disposition';
import { getQrSetting, renderQrFile, updateQrSetting } from './review-qr.service';

export const reviewQrHandlers: ModuleHandlers<'getReviewQrCode' | 'updateReviewQrCode' | 'downloadReviewQrCode'> = {
  getReviewQrCode: async ({ deps, auth, query }) => getQrSetting(deps, requireAuth(auth), query.local_account_id),
  updateReviewQrCode: async ({ deps, auth, body }) => updateQrSetting(deps, requireAuth(auth), body),
  downloadReviewQrCode: async ({ deps, auth, query, reply }) => {
    const file = await renderQrFile(deps, requireAuth(auth), { ...query, headline: query.headline ?? '', message: query.message ?? '' });
    // The preview shows the PNG in place (inline); downloads save it under its Japanese name.
    const disposition = attachmentDisposition(file.fileName);
    reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.body.length))
      .header('content-disposition', file.inline ? disposition.replace(/^attachment/, 'inline') : disposition)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    // A binary answer, not JSON (the typed registry expects JSON, hence the cast).
    return reply.send(file.body) as never;
  },
};
