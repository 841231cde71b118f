import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { parseFieldMask, pickMasked, readPath, writePath } from './field-mask';
import { sendGoogleError } from './google-errors';
import { paginate } from './paging';
import { fetchMultiDailyMetrics } from './performance-routes';
import { serviceItemsProblem } from './service-list-routes';

type Query = Record<string, string | undefined>;

// Output-only or identifying fields cannot be written through updateMask.
const UPDATABLE_FIELDS = new Set([
  'title', 'storeCode', 'languageCode', 'phoneNumbers', 'categories', 'storefrontAddress', 'websiteUri',
  'regularHours', 'specialHours', 'moreHours', 'serviceItems', 'profile', 'openInfo', 'labels', 'latlng',
]);

const READABLE_FIELDS = new Set([...UPDATABLE_FIELDS, 'name', 'metadata']);

function invalidMaskPath(paths: readonly string[], allowed: ReadonlySet<string>): string | undefined {
  return paths.find((path) => !allowed.has(path.split('.')[0]));
}

export function registerBusinessRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/accounts', async (request, reply) => {
    const page = paginate(ctx.data.accounts, request.query as Query, 20, 20);
    if (!page.ok) return sendGoogleError(reply, 'INVALID_ARGUMENT', page.message);
    return { accounts: page.items, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
  });

  app.get('/v1/accounts/:accountId', async (request, reply) => {
    const { accountId } = request.params as { accountId: string };
    const account = ctx.data.accounts.find((candidate) => candidate.name === `accounts/${accountId}`);
    return account ?? sendGoogleError(reply, 'NOT_FOUND', `Account accounts/${accountId} was not found.`);
  });

  app.get('/v1/accounts/:accountId/locations', async (request, reply) => {
    const { accountId } = request.params as { accountId: string };
    const query = request.query as Query;
    const mask = parseFieldMask(query.readMask);
    if (mask.length === 0) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'Request contains an invalid argument: read_mask is required.');
    const bad = invalidMaskPath(mask, READABLE_FIELDS);
    if (bad) return sendGoogleError(reply, 'INVALID_ARGUMENT', `Invalid field mask path: ${bad}.`);
    if (!ctx.data.accounts.some((account) => account.name === `accounts/${accountId}`)) {
      return sendGoogleError(reply, 'NOT_FOUND', `Account accounts/${accountId} was not found.`);
    }
    const all = ctx.data.locations.filter((entry) => entry.accountId === accountId);
    const page = paginate(all, query, 10, 100);
    if (!page.ok) return sendGoogleError(reply, 'INVALID_ARGUMENT', page.message);
    return {
      locations: page.items.map((entry) => pickMasked(entry.data, mask)),
      totalSize: all.length,
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
    };
  });

  app.get('/v1/locations/:locationId', async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    // The router cannot tell `locations/{l}` from the custom method `locations/{l}:fetch…`, so dispatch here.
    const custom = /^(\d+):fetchMultiDailyMetricsTimeSeries$/.exec(locationId);
    if (custom) return fetchMultiDailyMetrics(ctx, custom[1], request.query as Record<string, string | string[] | undefined>, reply);
    const updated = /^(\d+):getGoogleUpdated$/.exec(locationId);
    const id = updated ? updated[1] : locationId;
    const entry = ctx.data.locations.find((candidate) => candidate.id === id);
    if (!entry) return sendGoogleError(reply, 'NOT_FOUND', `Location locations/${id} was not found.`);
    const mask = parseFieldMask((request.query as Query).readMask);
    if (mask.length === 0) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'Request contains an invalid argument: read_mask is required.');
    const bad = invalidMaskPath(mask, READABLE_FIELDS);
    if (bad) return sendGoogleError(reply, 'INVALID_ARGUMENT', `Invalid field mask path: ${bad}.`);
    if (!updated) return pickMasked(entry.data, mask);
    // GoogleUpdatedLocation: Google's version, which fields Google changed, and which edits still await review.
    const google = ctx.data.googleUpdated.get(id);
    return { location: pickMasked(google?.location ?? entry.data, mask), diffMask: google?.diffMask ?? '', pendingMask: '' };
  });

  app.patch('/v1/locations/:locationId', async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    const entry = ctx.data.locations.find((candidate) => candidate.id === locationId);
    if (!entry) return sendGoogleError(reply, 'NOT_FOUND', `Location locations/${locationId} was not found.`);
    const mask = parseFieldMask((request.query as Query).updateMask);
    if (mask.length === 0) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'Request contains an invalid argument: update_mask is required.');
    const bad = invalidMaskPath(mask, UPDATABLE_FIELDS);
    if (bad) return sendGoogleError(reply, 'INVALID_ARGUMENT', `Invalid field mask path: ${bad}.`);
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return sendGoogleError(reply, 'INVALID_ARGUMENT', 'Request body must be a Location.');
    }
    if (mask.some((path) => path.split('.')[0] === 'serviceItems')) {
      const metadata = entry.data.metadata as Record<string, unknown> | undefined;
      if (metadata?.canModifyServiceList !== true) return sendGoogleError(reply, 'FAILED_PRECONDITION', 'The service list of this location cannot be modified.');
      const problem = serviceItemsProblem((body as Record<string, unknown>).serviceItems ?? []);
      if (problem) return sendGoogleError(reply, 'INVALID_ARGUMENT', `Request contains an invalid argument: ${problem}`);
    }
    if ('specialHours' in body && !readPath({ ...entry.data, ...body }, 'regularHours')) {
      return sendGoogleError(reply, 'INVALID_ARGUMENT', 'specialHours requires regularHours.');
    }
    const next = structuredClone(entry.data);
    // Only masked paths change; a masked path missing from the body clears that field, as at Google.
    for (const path of mask) writePath(next, path, structuredClone(readPath(body as Record<string, unknown>, path)));
    settleGoogleUpdate(ctx, entry.id, next, mask);
    entry.data = next;
    return structuredClone(next);
  });
}

/**
 * The merchant's patch of a field Google had changed decides that change (accepting Google's value or sending the
 * merchant's back, as at Google): the field leaves the diffMask, and with none left `hasGoogleUpdated` clears.
 */
function settleGoogleUpdate(ctx: EmulatorContext, id: string, next: Record<string, unknown>, mask: readonly string[]): void {
  const update = ctx.data.googleUpdated.get(id);
  if (!update) return;
  const covered = (path: string) => mask.some((m) => m === path || path.startsWith(`${m}.`) || m.startsWith(`${path}.`));
  const remaining = update.diffMask.split(',').map((p) => p.trim()).filter((p) => p !== '' && !covered(p));
  if (remaining.length > 0) {
    ctx.data.googleUpdated.set(id, { ...update, diffMask: remaining.join(',') });
    return;
  }
  ctx.data.googleUpdated.delete(id);
  const metadata = next.metadata as Record<string, unknown> | undefined;
  if (metadata) metadata.hasGoogleUpdated = false;
}
