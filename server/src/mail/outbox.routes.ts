import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { TOKYO } from '../../../src/shared/dates/zone';
import type { Db } from '../db/client';
import { messagesJa } from '../http/messages.ja';
import { listOutbox } from './outbox-mail';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const jst = (iso: string): string => DateTime.fromISO(iso).setZone(TOKYO).toFormat('yyyy/MM/dd HH:mm:ss');

/** The dev outbox, mounted only when no SMTP server is configured. */
export async function registerOutboxRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get('/emulators/mail.json', async () => ({ data: await listOutbox(db) }));
  app.get('/emulators/mail', async (_request, reply) => {
    const t = messagesJa.mailOutbox;
    const messages = await listOutbox(db);
    const items = messages
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<dl><dt>${t.to}</dt><dd>${escapeHtml(m.to)}</dd><dt>${t.sentAt}</dt><dd>${escapeHtml(jst(m.created_at))}</dd></dl>
<pre>${escapeHtml(m.body)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>${t.title}</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}dt{font-weight:bold}pre{white-space:pre-wrap}</style>
</head><body><h1>${t.title}</h1>
${items || `<p>${t.empty}</p>`}
</body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
