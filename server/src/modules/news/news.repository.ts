import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt } from '../../db/count';
import { news, newsReads } from './news.table';

type Ownership = 'allgrow' | 'partner';

export interface NewsScope {
  userId: number;
  ownership: Ownership;
  now: Date;
}

// What an actor may see: published items meant for everyone or for the actor's ownership.
const visible = (scope: NewsScope, category?: number): SQL => {
  const conditions = [lte(news.publishedAt, scope.now), or(isNull(news.ownership), eq(news.ownership, scope.ownership))];
  if (category !== undefined) conditions.push(eq(news.category, category));
  return and(...conditions) as SQL;
};

export interface NewsRow {
  id: number;
  category: number;
  title: string;
  body: string;
  publishedAt: Date;
  isRead: boolean;
}

const columns = {
  id: news.id,
  category: news.category,
  title: news.title,
  body: news.body,
  publishedAt: news.publishedAt,
  isRead: sql<boolean>`(${newsReads.userId} is not null)`.mapWith(Boolean),
};

const readJoin = (userId: number): SQL => and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)) as SQL;

export async function listVisibleNews(
  db: Db,
  scope: NewsScope,
  page: { limit: number; offset: number; category?: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const where = visible(scope, page.category);
  const rows = await db
    .select(columns)
    .from(news)
    .leftJoin(newsReads, readJoin(scope.userId))
    .where(where)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: countInt() }).from(news).where(where);
  return { rows, total };
}

export async function findVisibleNews(db: Db, scope: NewsScope, id: number): Promise<NewsRow | null> {
  const rows = await db
    .select(columns)
    .from(news)
    .leftJoin(newsReads, readJoin(scope.userId))
    .where(and(eq(news.id, id), visible(scope)))
    .limit(1);
  return rows[0] ?? null;
}

export async function markNewsRead(db: Db, userId: number, newsId: number, at: Date): Promise<void> {
  await db.insert(newsReads).values({ userId, newsId, readAt: at }).onConflictDoNothing();
}

export async function countUnreadNews(db: Db, scope: NewsScope): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: countInt() })
    .from(news)
    .leftJoin(newsReads, readJoin(scope.userId))
    .where(and(visible(scope), isNull(newsReads.userId)));
  return unread;
}
