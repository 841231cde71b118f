import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound, validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { toReplyManuscript } from './reply-templates.mapper';
import { replyTemplatesMessagesJa as m } from './reply-templates.messages.ja';
import { deleteManuscript, insertManuscript, listManuscripts, updateManuscript, type ManuscriptText } from './reply-templates.repository';
import { REPLY_MAX_LENGTH, replyTextErrors } from './reply-text.rules';

type TemplateDeps = Pick<Deps, 'db' | 'clock'>;

export const TITLE_MAX_LENGTH = 50;

// The contract already bounds the lengths; blank text and the forbidden characters are the rules it cannot express.
function validTemplate(input: ManuscriptText): ManuscriptText {
  const problems = replyTextErrors([
    { field: 'title', value: input.title, max: TITLE_MAX_LENGTH, required: true },
    { field: 'body', value: input.body, max: REPLY_MAX_LENGTH, required: true },
  ]);
  if (problems) throw validationError(problems.errors, problems.code);
  return { title: input.title.trim(), body: input.body.trim() };
}

export async function listReplyTemplates(deps: Pick<Deps, 'db'>, auth: AuthContext, input: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listManuscripts(deps.db, auth.company.id, { limit, offset });
  return { data: rows.map(toReplyManuscript), pagination: toPagination(page, pageSize, total) };
}

export async function createReplyTemplate(deps: TemplateDeps, auth: AuthContext, input: ManuscriptText) {
  const text = validTemplate(input);
  const row = await insertManuscript(deps.db, { ...text, companyId: auth.company.id, userId: auth.user.id, now: deps.clock.now() });
  return { message: m.created, data: toReplyManuscript(row) };
}

export async function updateReplyTemplate(deps: TemplateDeps, auth: AuthContext, id: number, input: ManuscriptText) {
  const text = validTemplate(input);
  const row = await updateManuscript(deps.db, auth.company.id, id, { ...text, now: deps.clock.now() });
  if (!row) throw notFound();
  return { message: m.updated, data: toReplyManuscript(row) };
}

export async function deleteReplyTemplate(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  if (!(await deleteManuscript(deps.db, auth.company.id, id))) throw notFound();
  return { message: m.deleted };
}
