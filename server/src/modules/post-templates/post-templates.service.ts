import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound, validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { postTemplateTextErrors } from './post-template-text.rules';
import { toPostManuscript } from './post-templates.mapper';
import { postTemplatesMessagesJa as m } from './post-templates.messages.ja';
import {
  deletePostManuscript,
  findPostManuscript,
  insertPostManuscript,
  listPostManuscripts,
  updatePostManuscript,
  type PostManuscriptInput,
} from './post-templates.repository';
import type { PostTemplateType } from './post-templates.table';

type TemplateDeps = Pick<Deps, 'db' | 'clock'>;

export interface PostTemplateRequest {
  title: string;
  post_type: PostTemplateType;
  body: string;
}

function validTemplate(input: PostTemplateRequest): PostManuscriptInput {
  const problems = postTemplateTextErrors(input);
  if (problems) throw validationError(problems.errors, problems.code);
  return { title: input.title.trim(), postType: input.post_type, body: input.body.trim() };
}

export async function listPostTemplates(deps: Pick<Deps, 'db'>, auth: AuthContext, input: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listPostManuscripts(deps.db, auth.company.id, { limit, offset });
  return { data: rows.map(toPostManuscript), pagination: toPagination(page, pageSize, total) };
}

export async function getPostTemplate(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  const row = await findPostManuscript(deps.db, auth.company.id, id);
  if (!row) throw notFound();
  return { data: toPostManuscript(row) };
}

export async function createPostTemplate(deps: TemplateDeps, auth: AuthContext, input: PostTemplateRequest) {
  const values = validTemplate(input);
  const row = await insertPostManuscript(deps.db, { ...values, companyId: auth.company.id, userId: auth.user.id, now: deps.clock.now() });
  return { message: m.created, data: toPostManuscript(row) };
}

export async function updatePostTemplate(deps: TemplateDeps, auth: AuthContext, id: number, input: PostTemplateRequest) {
  const values = validTemplate(input);
  const row = await updatePostManuscript(deps.db, auth.company.id, id, { ...values, now: deps.clock.now() });
  if (!row) throw notFound();
  return { message: m.updated, data: toPostManuscript(row) };
}

export async function deletePostTemplate(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  if (!(await deletePostManuscript(deps.db, auth.company.id, id))) throw notFound();
  return { message: m.deleted };
}
