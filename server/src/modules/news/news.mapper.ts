import { toJstDate } from '../../formats';
import type { NewsRow } from './news.repository';

type Category = 1 | 2 | 3;
const asCategory = (n: number): Category => (n === 1 || n === 2 ? n : 3);

export const toNewsItem = (row: NewsRow) => ({
  id: row.id,
  category: asCategory(row.category),
  title: row.title,
  published_at: toJstDate(row.publishedAt),
  is_read: row.isRead,
});

export const toNewsDetail = (row: NewsRow) => ({ ...toNewsItem(row), body: row.body });
