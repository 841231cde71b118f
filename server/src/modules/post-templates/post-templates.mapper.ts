import { toJstDateTime } from '../../formats';
import type { PostManuscriptRow } from './post-templates.table';

export const toPostManuscript = (row: PostManuscriptRow) => ({
  id: row.id,
  title: row.title,
  post_type: row.postType,
  body: row.body,
  updated_at: toJstDateTime(row.updatedAt),
});
