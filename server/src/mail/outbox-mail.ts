import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { MailPort } from './mail.port';
import { mailOutbox } from './mail-outbox.table';

// Without SMTP the mails land in a table that the dev outbox page shows, so password reissue can be followed
// end to end on a laptop and in e2e tests.
export const createOutboxMail = (db: Db): MailPort => ({
  send: async ({ to, subject, text }) => {
    await db.insert(mailOutbox).values({ to, subject, body: text });
  },
});

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

export async function listOutbox(db: Db, limit = 200): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, body: r.body, created_at: r.createdAt.toISOString() }));
}
