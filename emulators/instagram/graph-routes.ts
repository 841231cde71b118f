import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseFields, pick, type FieldSelection } from './field-selection';
import { EXPIRED_TOKEN, INVALID_TOKEN, sendGraphError, unknownObject } from './graph-errors';
import type { InstagramContext } from './instagram-context';
import type { IgChild, IgMedia } from './instagram-types';

type Query = Record<string, string | undefined>;

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
const VERSION = /^v\d+\.\d+$/u;

const cursor = (index: number): string => Buffer.from(`ig-cursor:${index}`).toString('base64url');
const cursorIndex = (value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const match = /^ig-cursor:(\d+)$/u.exec(Buffer.from(value, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
};

function bearer(request: FastifyRequest): string | undefined {
  const query = request.query as Query;
  return query.access_token ?? /^(?:Bearer|OAuth)\s+(\S+)$/iu.exec(request.headers.authorization ?? '')?.[1];
}

export function registerGraphRoutes(app: FastifyInstance, ctx: InstagramContext): void {
  // Every Graph path is versioned and needs a valid token; Graph reports both failures as HTTP 400.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const version = (request.params as { version?: string } | undefined)?.version;
    if (version === undefined) return;
    if (!VERSION.test(version)) return sendGraphError(reply, { message: `Unknown path components: /${version}`, code: 2500 }, ctx.nextTrace());
    const record = ctx.lookup(bearer(request));
    if (record === 'expired') return sendGraphError(reply, EXPIRED_TOKEN, ctx.nextTrace());
    if (record === undefined) return sendGraphError(reply, INVALID_TOKEN, ctx.nextTrace());
  });

  const child = (item: IgChild, selection: FieldSelection) => pick(item, selection, () => undefined);
  const media = (item: IgMedia, selection: FieldSelection) =>
    pick(item, selection, (field, inner) => (field === 'children' && item.children ? { data: item.children.map((c) => child(c, inner)) } : undefined));
  const findMedia = (id: string): { post?: IgMedia; child?: IgChild } => {
    for (const post of ctx.account.media) {
      if (post.id === id) return { post };
      const found = post.children?.find((candidate) => candidate.id === id);
      if (found) return { child: found };
    }
    return {};
  };
  const isAccount = (id: string): boolean => id === 'me' || id === ctx.account.id;

  app.get('/:version/me', async (request) => {
    const fields = parseFields((request.query as Query).fields, ['id']);
    return pick({ ...ctx.account, media_count: ctx.account.media.length }, fields, () => undefined);
  });

  app.get('/:version/:id/media', async (request, reply) => {
    const { version, id } = request.params as { version: string; id: string };
    const query = request.query as Query;
    if (!isAccount(id)) return sendGraphError(reply, unknownObject(id), ctx.nextTrace());
    const limit = Math.min(MAX_LIMIT, Math.max(1, Number(query.limit) || DEFAULT_LIMIT));
    const start = cursorIndex(query.after) ?? 0;
    const fields = parseFields(query.fields, ['id']);
    const page = ctx.account.media.slice(start, start + limit);
    const end = start + page.length;
    const hasMore = end < ctx.account.media.length;
    const next = new URL(`${ctx.publicBaseUrl}/${version}/${ctx.account.id}/media`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined && name !== 'after') next.searchParams.set(name, value);
    next.searchParams.set('limit', String(limit));
    next.searchParams.set('after', cursor(end));
    return {
      data: page.map((item) => media(item, fields)),
      ...(page.length === 0 ? {} : { paging: { cursors: { before: cursor(start), after: cursor(end) }, ...(hasMore ? { next: next.toString() } : {}) } }),
    };
  });

  app.get('/:version/:id/children', async (request, reply) => {
    const { id } = request.params as { id: string };
    const post = findMedia(id).post;
    if (!post) return sendGraphError(reply, unknownObject(id), ctx.nextTrace());
    const fields = parseFields((request.query as Query).fields, ['id']);
    return { data: (post.children ?? []).map((item) => child(item, fields)) };
  });

  app.get('/:version/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const fields = parseFields((request.query as Query).fields, ['id']);
    if (isAccount(id)) return pick({ ...ctx.account, media_count: ctx.account.media.length }, fields, () => undefined);
    const found = findMedia(id);
    if (found.post) return media(found.post, fields);
    if (found.child) return child(found.child, fields);
    return sendGraphError(reply, unknownObject(id), ctx.nextTrace());
  });
}
