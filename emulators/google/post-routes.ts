import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { parseFieldMask, readPath, writePath } from './field-mask';
import { sendGoogleError } from './google-errors';
import { paginate } from './paging';
import { invalid, isRecord, ownedLocation, type JsonRecord, type V4LocationParams } from './v4-location';

type Query = Record<string, string | undefined>;
interface PostParams extends V4LocationParams { postId: string }

export const TOPIC_TYPES = ['STANDARD', 'EVENT', 'OFFER', 'ALERT'] as const;
export const ACTION_TYPES = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'] as const;
const SUMMARY_MAX = 1500;
const TITLE_MAX = 58;
// Google reviews a post before it goes live; the emulator publishes it this long after its last change.
export const POST_REVIEW_MS = 30_000;
const UPDATABLE = new Set(['summary', 'callToAction', 'event', 'offer', 'media', 'topicType', 'alertType', 'languageCode']);
// Japanese landline and mobile numbers, with or without hyphens, in half- or full-width digits.
const PHONE = /(?:\+81[-\s]?|0)\d{1,4}[-\s]?\d{1,4}[-\s]?\d{3,4}/;

/** providers.md: "Posts containing phone numbers tend to be rejected." The emulator rejects them always. */
export function containsPhoneNumber(text: string): boolean {
  return PHONE.test(text.normalize('NFKC'));
}

function validate(post: JsonRecord): string | undefined {
  const topicType = post.topicType;
  if (!(TOPIC_TYPES as readonly unknown[]).includes(topicType)) return `topicType must be one of ${TOPIC_TYPES.join(', ')}.`;
  if (post.summary !== undefined && (typeof post.summary !== 'string' || post.summary.length > SUMMARY_MAX)) return `summary must be a string of at most ${SUMMARY_MAX} characters.`;
  if (topicType === 'STANDARD' && !post.summary && !Array.isArray(post.media)) return 'a STANDARD post needs a summary or media.';
  if (topicType === 'EVENT' || topicType === 'OFFER') {
    const event = post.event;
    if (!isRecord(event) || typeof event.title !== 'string' || event.title.trim() === '') return `event.title is required for ${String(topicType)} posts.`;
    if (event.title.length > TITLE_MAX) return `event.title must be at most ${TITLE_MAX} characters.`;
    const schedule = event.schedule;
    if (!isRecord(schedule) || !isRecord(schedule.startDate) || !isRecord(schedule.endDate)) return 'event.schedule.startDate and endDate are required.';
  }
  const action = post.callToAction;
  if (action !== undefined && topicType !== 'OFFER') {
    if (!isRecord(action) || !(ACTION_TYPES as readonly unknown[]).includes(action.actionType)) return `callToAction.actionType must be one of ${ACTION_TYPES.join(', ')}.`;
    if (action.actionType === 'CALL' && action.url !== undefined) return 'callToAction.url must be unset for CALL.';
    if (action.actionType !== 'CALL' && typeof action.url !== 'string') return 'callToAction.url is required.';
  }
  if (post.media !== undefined) {
    // Post media is given by sourceUrl only (providers.md).
    if (!Array.isArray(post.media) || !post.media.every((item) => isRecord(item) && typeof item.sourceUrl === 'string' && (item.mediaFormat === 'PHOTO' || item.mediaFormat === 'VIDEO'))) {
      return 'media items need mediaFormat PHOTO or VIDEO and a sourceUrl.';
    }
  }
  return undefined;
}

/** Normalises what Google ignores and decides the moderation outcome. */
function settle(post: JsonRecord, now: string): JsonRecord {
  // A call to action is ignored on OFFER posts (providers.md).
  if (post.topicType === 'OFFER') delete post.callToAction;
  post.updateTime = now;
  post.state = containsPhoneNumber(String(post.summary ?? '')) ? 'REJECTED' : 'PROCESSING';
  return post;
}

/** PROCESSING turns LIVE once Google's review time has passed. */
function view(post: JsonRecord, now: number): JsonRecord {
  const copy = structuredClone(post);
  if (copy.state === 'PROCESSING' && now - Date.parse(String(copy.updateTime)) >= POST_REVIEW_MS) copy.state = 'LIVE';
  return copy;
}

export function registerPostRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const base = '/v4/accounts/:accountId/locations/:locationId/localPosts';
  const postsOf = (params: V4LocationParams, reply: FastifyReply): JsonRecord[] | undefined => {
    const entry = ownedLocation(ctx, params, reply);
    if (!entry) return undefined;
    const posts = ctx.data.posts.get(entry.id) ?? [];
    ctx.data.posts.set(entry.id, posts);
    return posts;
  };
  const findPost = (params: PostParams, reply: FastifyReply): { posts: JsonRecord[]; post: JsonRecord } | undefined => {
    const posts = postsOf(params, reply);
    if (!posts) return undefined;
    const post = posts.find((candidate) => candidate.name === `accounts/${params.accountId}/locations/${params.locationId}/localPosts/${params.postId}`);
    if (!post) sendGoogleError(reply, 'NOT_FOUND', 'Requested entity was not found.');
    return post ? { posts, post } : undefined;
  };

  app.get(base, async (request, reply) => {
    const posts = postsOf(request.params as V4LocationParams, reply);
    if (!posts) return reply;
    const newestFirst = [...posts].sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)) || String(b.name).localeCompare(String(a.name)));
    const page = paginate(newestFirst, request.query as Query, 20, 100);
    if (!page.ok) return invalid(reply, page.message);
    const now = ctx.now().getTime();
    return { localPosts: page.items.map((post) => view(post, now)), ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
  });

  app.post(base, async (request, reply) => {
    const params = request.params as V4LocationParams;
    const body = request.body;
    if (!isRecord(body)) return invalid(reply, 'body must be a LocalPost.');
    const problem = validate(body);
    if (problem) return invalid(reply, problem);
    const posts = postsOf(params, reply);
    if (!posts) return reply;
    const now = ctx.now().toISOString();
    const id = ctx.nextId();
    const post = settle({ ...structuredClone(body), name: `accounts/${params.accountId}/locations/${params.locationId}/localPosts/${id}`, createTime: now, searchUrl: `https://local.google.com/place?id=${params.locationId}&use=posts&lpsid=${id}` }, now);
    posts.push(post);
    return structuredClone(post);
  });

  app.get(`${base}/:postId`, async (request, reply) => {
    const found = findPost(request.params as PostParams, reply);
    return found ? view(found.post, ctx.now().getTime()) : reply;
  });

  app.patch(`${base}/:postId`, async (request, reply) => {
    const mask = parseFieldMask((request.query as Query).updateMask);
    if (mask.length === 0) return invalid(reply, 'update_mask is required.');
    const bad = mask.find((path) => !UPDATABLE.has(path.split('.')[0]));
    if (bad) return invalid(reply, `Invalid field mask path: ${bad}.`);
    const body = request.body;
    if (!isRecord(body)) return invalid(reply, 'body must be a LocalPost.');
    const found = findPost(request.params as PostParams, reply);
    if (!found) return reply;
    const next = structuredClone(found.post);
    for (const path of mask) writePath(next, path, structuredClone(readPath(body, path)));
    const problem = validate(next);
    if (problem) return invalid(reply, problem);
    // Replace rather than merge, so a masked field missing from the body is cleared, as at Google.
    const settled = settle(next, ctx.now().toISOString());
    found.posts[found.posts.indexOf(found.post)] = settled;
    return structuredClone(settled);
  });

  app.delete(`${base}/:postId`, async (request, reply) => {
    const found = findPost(request.params as PostParams, reply);
    if (!found) return reply;
    found.posts.splice(found.posts.indexOf(found.post), 1);
    return {};
  });
}
