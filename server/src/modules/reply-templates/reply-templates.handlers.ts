import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate } from './reply-templates.service';

type ReplyTemplateOperation = 'listReplyManuscripts' | 'createReplyManuscript' | 'updateReplyManuscript' | 'deleteReplyManuscript';

export const replyTemplatesHandlers: ModuleHandlers<ReplyTemplateOperation> = {
  listReplyManuscripts: async ({ deps, auth, query }) => listReplyTemplates(deps, requireAuth(auth), query),
  createReplyManuscript: async ({ deps, auth, body }) => createReplyTemplate(deps, requireAuth(auth), body),
  updateReplyManuscript: async ({ deps, auth, params, body }) => updateReplyTemplate(deps, requireAuth(auth), params.id, body),
  deleteReplyManuscript: async ({ deps, auth, params }) => deleteReplyTemplate(deps, requireAuth(auth), params.id),
};
