import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { createPostTemplate, deletePostTemplate, getPostTemplate, listPostTemplates, updatePostTemplate } from './post-templates.service';

type PostTemplateOperation = 'listPostManuscripts' | 'getPostManuscript' | 'createPostManuscript' | 'updatePostManuscript' | 'deletePostManuscript';

export const postTemplatesHandlers: ModuleHandlers<PostTemplateOperation> = {
  listPostManuscripts: async ({ deps, auth, query }) => listPostTemplates(deps, requireAuth(auth), query),
  getPostManuscript: async ({ deps, auth, params }) => getPostTemplate(deps, requireAuth(auth), params.id),
  createPostManuscript: async ({ deps, auth, body }) => createPostTemplate(deps, requireAuth(auth), body),
  updatePostManuscript: async ({ deps, auth, params, body }) => updatePostTemplate(deps, requireAuth(auth), params.id, body),
  deletePostManuscript: async ({ deps, auth, params }) => deletePostTemplate(deps, requireAuth(auth), params.id),
};
