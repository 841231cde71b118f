import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { sendGoogleError } from './google-errors';
import { paginate } from './paging';
import { invalid, isRecord, ownedLocation, type JsonRecord, type V4LocationParams } from './v4-location';

type Query = Record<string, string | undefined>;
interface MediaParams extends V4LocationParams { mediaId: string }

export const MEDIA_CATEGORIES = [
  'COVER', 'PROFILE', 'LOGO', 'EXTERIOR', 'INTERIOR', 'PRODUCT', 'FOOD_AND_DRINK', 'MENU', 'COMMON_AREA', 'ROOMS',
  'TEAMS', 'AT_WORK', 'ADDITIONAL',
] as const;
// providers.md: "Photos: JPG or PNG, 10 KB–5 MB"; "Videos: at most 30 s and 75 MB".
export const PHOTO_MIN_BYTES = 10 * 1024;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 75 * 1024 * 1024;
const UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'video/mp4', 'video/quicktime'];

function isJpegOrPng(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return jpeg || png;
}

/** Google-style wording for a photo whose uploaded bytes break the documented limits. */
function photoProblem(bytes: Buffer): string | undefined {
  if (!isJpegOrPng(bytes)) return 'photos must be JPG or PNG.';
  if (bytes.length < PHOTO_MIN_BYTES) return `the photo is ${bytes.length} bytes; photos must be at least 10 KB.`;
  if (bytes.length > PHOTO_MAX_BYTES) return `the photo is ${bytes.length} bytes; photos must be at most 5 MB.`;
  return undefined;
}

export function registerMediaRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const base = '/v4/accounts/:accountId/locations/:locationId/media';
  for (const type of UPLOAD_TYPES) {
    if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: VIDEO_MAX_BYTES + 1 }, (_request, body, done) => done(null, body));
  }
  const itemsOf = (params: V4LocationParams, reply: FastifyReply): JsonRecord[] | undefined => {
    const entry = ownedLocation(ctx, params, reply);
    if (!entry) return undefined;
    const items = ctx.data.media.get(entry.id) ?? [];
    ctx.data.media.set(entry.id, items);
    return items;
  };
  const nameOf = (params: MediaParams): string => `accounts/${params.accountId}/locations/${params.locationId}/media/${params.mediaId}`;

  // Step 1 of an upload: a slot whose resourceName is the dataRef the bytes and media.create refer to.
  app.post(`${base}::startUpload`, async (request, reply) => {
    const entry = ownedLocation(ctx, request.params as V4LocationParams, reply);
    if (!entry) return reply;
    const resourceName = `AF1Qip${ctx.nextId()}`;
    ctx.data.uploads.set(resourceName, { locationId: entry.id });
    return { resourceName };
  });

  // Step 2: the raw bytes, as Google's `POST /upload/v1/media/{resourceName}?upload_type=media`.
  app.post('/upload/v1/media/:resourceName', { bodyLimit: VIDEO_MAX_BYTES + 1 }, async (request, reply) => {
    const { resourceName } = request.params as { resourceName: string };
    const slot = ctx.data.uploads.get(resourceName);
    if (!slot) return sendGoogleError(reply, 'NOT_FOUND', `Upload ${resourceName} was not started.`);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) return invalid(reply, 'the upload body must be the raw media bytes.');
    slot.bytes = request.body;
    slot.contentType = request.headers['content-type'];
    return { resourceName, size: String(request.body.length) };
  });

  app.get(base, async (request, reply) => {
    const items = itemsOf(request.params as V4LocationParams, reply);
    if (!items) return reply;
    const page = paginate(items, request.query as Query, 100, 100);
    if (!page.ok) return invalid(reply, page.message);
    return { mediaItems: structuredClone(page.items), totalMediaItemCount: items.length, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
  });

  // Step 3: the media item, from an uploaded dataRef or a public sourceUrl.
  app.post(base, async (request, reply) => {
    const params = request.params as V4LocationParams;
    const body = request.body;
    if (!isRecord(body)) return invalid(reply, 'body must be a MediaItem.');
    const format = body.mediaFormat;
    if (format !== 'PHOTO' && format !== 'VIDEO') return invalid(reply, 'mediaFormat must be PHOTO or VIDEO.');
    const association = body.locationAssociation;
    if (!isRecord(association) || !(MEDIA_CATEGORIES as readonly unknown[]).includes(association.category)) {
      return invalid(reply, `locationAssociation.category must be one of ${MEDIA_CATEGORIES.join(', ')}.`);
    }
    const dataRef = isRecord(body.dataRef) && typeof body.dataRef.resourceName === 'string' ? body.dataRef.resourceName : undefined;
    const sourceUrl = typeof body.sourceUrl === 'string' ? body.sourceUrl : undefined;
    if ((dataRef === undefined) === (sourceUrl === undefined)) return invalid(reply, 'give exactly one of sourceUrl and dataRef.');
    if (sourceUrl !== undefined && !/^https?:\/\//.test(sourceUrl)) return invalid(reply, 'sourceUrl must be an http(s) URL.');
    let bytes: Buffer | undefined;
    if (dataRef !== undefined) {
      const slot = ctx.data.uploads.get(dataRef);
      if (!slot || slot.locationId !== params.locationId || !slot.bytes) return invalid(reply, `dataRef ${dataRef} has no uploaded bytes.`);
      bytes = slot.bytes;
      const problem = format === 'PHOTO' ? photoProblem(bytes) : bytes.length > VIDEO_MAX_BYTES ? 'videos must be at most 75 MB.' : undefined;
      if (problem) return invalid(reply, problem);
    }
    const items = itemsOf(params, reply);
    if (!items) return reply;
    const id = `AF1Qip${ctx.nextId()}`;
    const googleUrl = sourceUrl ?? `${ctx.publicBaseUrl}/__assets/media/${id}`;
    const item: JsonRecord = {
      name: nameOf({ ...params, mediaId: id }),
      mediaFormat: format,
      locationAssociation: { category: association.category },
      googleUrl,
      thumbnailUrl: googleUrl,
      createTime: ctx.now().toISOString(),
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      ...(sourceUrl ? { sourceUrl } : {}),
      ...(bytes ? { dataRef: { resourceName: dataRef } } : {}),
    };
    if (dataRef !== undefined) ctx.data.uploads.delete(dataRef);
    items.push(item);
    return structuredClone(item);
  });

  app.get(`${base}/:mediaId`, async (request, reply) => {
    const params = request.params as MediaParams;
    const item = itemsOf(params, reply)?.find((candidate) => candidate.name === nameOf(params));
    if (reply.sent) return reply;
    return item ? structuredClone(item) : sendGoogleError(reply, 'NOT_FOUND', 'Requested entity was not found.');
  });

  app.delete(`${base}/:mediaId`, async (request, reply) => {
    const params = request.params as MediaParams;
    const items = itemsOf(params, reply);
    if (!items) return reply;
    const index = items.findIndex((candidate) => candidate.name === nameOf(params));
    if (index < 0) return sendGoogleError(reply, 'NOT_FOUND', 'Requested entity was not found.');
    items.splice(index, 1);
    return {};
  });
}
