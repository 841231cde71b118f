import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyPlaceUpdate, validateNotice, type FieldProblem } from './place-validation';
import type { YahooEmulatorContext } from './yahoo-context';
import type { ResultInfo, WireNotice, WirePlace } from './yahoo-types';

export const CAPABILITIES = { reviews: true, notices: true, analytics: true, reply: false, photos: false } as const;

export type YahooErrorStatus = 'INVALID_PARAMETER' | 'UNAUTHORIZED' | 'NOT_FOUND' | 'RATE_LIMITED' | 'INTERNAL_ERROR' | 'SERVICE_UNAVAILABLE';

export function yahooError(status: YahooErrorStatus, message: string, field?: string): { error: { status: YahooErrorStatus; message: string; field?: string } } {
  return { error: { status, message, ...(field ? { field } : {}) } };
}

export function sendProblem(reply: FastifyReply, problem: FieldProblem): FastifyReply {
  return reply.code(400).send(yahooError('INVALID_PARAMETER', problem.message, problem.field || undefined));
}

/** Yahoo-style paging: `start` is 1-based, `results` 1–max. Answers a problem for out-of-range values. */
export function pageOf<T>(items: readonly T[], query: Record<string, string | undefined>, max = 100, fallback = 10): { items: T[]; info: ResultInfo } | FieldProblem {
  const start = query.start === undefined ? 1 : Number(query.start);
  const results = query.results === undefined ? fallback : Number(query.results);
  if (!Number.isInteger(start) || start < 1) return { field: 'start', message: 'start は1以上の整数です。' };
  if (!Number.isInteger(results) || results < 1 || results > max) return { field: 'results', message: `results は1〜${max}の整数です。` };
  const slice = items.slice(start - 1, start - 1 + results);
  return { items: slice, info: { total: items.length, start, count: slice.length } };
}

/** The business each authenticated request acts for, set by the emulator's auth hook. */
export const requestBusiness = new WeakMap<FastifyRequest, string>();

type Params = { placeId: string; noticeId?: string };

export function findPlace(ctx: YahooEmulatorContext, request: FastifyRequest): WirePlace | undefined {
  const { placeId } = request.params as Params;
  const business = requestBusiness.get(request);
  return ctx.data.places.find((place) => place.place_id === placeId && place.business_id === business);
}

export function placeNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(yahooError('NOT_FOUND', '指定されたプレイスが見つかりません。'));
}

export function registerPlaceRoutes(app: FastifyInstance, ctx: YahooEmulatorContext): void {
  app.get('/place/v1/capabilities', async () => CAPABILITIES);

  app.get('/place/v1/places', async (request, reply) => {
    const business = requestBusiness.get(request);
    const page = pageOf(ctx.data.places.filter((place) => place.business_id === business), request.query as Record<string, string | undefined>);
    if (!('items' in page)) return sendProblem(reply, page);
    return { result_info: page.info, places: page.items };
  });

  app.get('/place/v1/places/:placeId', async (request, reply) => findPlace(ctx, request) ?? placeNotFound(reply));

  app.put('/place/v1/places/:placeId', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    const next = applyPlaceUpdate(place, request.body, ctx.now());
    if (!('place_id' in next)) return sendProblem(reply, next);
    ctx.data.places = ctx.data.places.map((candidate) => (candidate === place ? next : candidate));
    return next;
  });

  const noticesOf = (place: WirePlace): WireNotice[] => ctx.data.notices.get(place.place_id) ?? [];
  const findNotice = (place: WirePlace, request: FastifyRequest): WireNotice | undefined =>
    noticesOf(place).find((notice) => notice.notice_id === (request.params as Params).noticeId);
  const noticeNotFound = (reply: FastifyReply) => reply.code(404).send(yahooError('NOT_FOUND', '指定されたお知らせが見つかりません。'));

  // Pinned notices first, then newest first, as the place page shows them.
  app.get('/place/v1/places/:placeId/notices', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    const sorted = [...noticesOf(place)].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.created_at.localeCompare(a.created_at));
    const page = pageOf(sorted, request.query as Record<string, string | undefined>);
    if (!('items' in page)) return sendProblem(reply, page);
    return { result_info: page.info, notices: page.items };
  });

  app.post('/place/v1/places/:placeId/notices', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    const input = validateNotice(request.body);
    if (!('kind' in input)) return sendProblem(reply, input);
    const time = ctx.now().toISOString();
    const notice: WireNotice = { notice_id: `n${String(ctx.data.nextNoticeNumber++).padStart(6, '0')}`, ...input, created_at: time, updated_at: time };
    ctx.data.notices.set(place.place_id, [...noticesOf(place), notice]);
    return reply.code(201).send(notice);
  });

  app.get('/place/v1/places/:placeId/notices/:noticeId', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    return findNotice(place, request) ?? noticeNotFound(reply);
  });

  app.put('/place/v1/places/:placeId/notices/:noticeId', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    const notice = findNotice(place, request);
    if (!notice) return noticeNotFound(reply);
    const input = validateNotice(request.body);
    if (!('kind' in input)) return sendProblem(reply, input);
    const next: WireNotice = { ...notice, ...input, updated_at: ctx.now().toISOString() };
    ctx.data.notices.set(place.place_id, noticesOf(place).map((candidate) => (candidate === notice ? next : candidate)));
    return next;
  });

  app.delete('/place/v1/places/:placeId/notices/:noticeId', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    const notice = findNotice(place, request);
    if (!notice) return noticeNotFound(reply);
    ctx.data.notices.set(place.place_id, noticesOf(place).filter((candidate) => candidate !== notice));
    return reply.code(204).send();
  });

  app.get('/place/v1/places/:placeId/reviews', async (request, reply) => {
    const place = findPlace(ctx, request);
    if (!place) return placeNotFound(reply);
    const reviews = ctx.data.reviews.get(place.place_id) ?? [];
    const query = request.query as Record<string, string | undefined>;
    if (query.sort !== undefined && !['-posted_at', 'posted_at', '-rating', 'rating'].includes(query.sort)) {
      return sendProblem(reply, { field: 'sort', message: 'sort は -posted_at, posted_at, -rating, rating のいずれかです。' });
    }
    const sort = query.sort ?? '-posted_at';
    const key = sort.replace('-', '') as 'posted_at' | 'rating';
    const direction = sort.startsWith('-') ? -1 : 1;
    const sorted = [...reviews].sort((a, b) => direction * (key === 'rating' ? a.rating - b.rating : a.posted_at.localeCompare(b.posted_at)) || b.posted_at.localeCompare(a.posted_at));
    const page = pageOf(sorted, query, 50, 20);
    if (!('items' in page)) return sendProblem(reply, page);
    const average = reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;
    return { result_info: page.info, average_rating: average, reviews: page.items };
  });
}
