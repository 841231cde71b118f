import { toJstDateTime } from '../../formats';
import type { ReplyManuscriptRow } from './reply-templates.table';

export const toReplyManuscript = (row: ReplyManuscriptRow) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updated_at: toJstDateTime(row.updatedAt),
});
