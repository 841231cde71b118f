import { notFound } from '../../http/errors';
import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { toJstDate } from '../../formats';
import { findContent } from './contents.repository';

export const contentsHandlers: ModuleHandlers<'getContent'> = {
  getContent: async ({ deps, auth, params }) => {
    const row = await findContent(deps.db, params.slug, requireAuth(auth).company.ownership);
    if (!row) throw notFound();
    return { data: { slug: row.slug, title: row.title, sections: row.sections, updated_at: toJstDate(row.updatedAt) } };
  },
};
