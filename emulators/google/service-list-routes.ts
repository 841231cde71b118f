import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { sendGoogleError } from './google-errors';
import { invalid, isRecord, metadataFlag } from './v4-location';

// providers.md: "structured items (Google `serviceTypeId` + description ≤ 300) and free-form items (category +
// label); check `canModifyServiceList`". Business Information v1 keeps them in the location's `serviceItems`; the
// emulator exposes them as one `locations/{l}/serviceList` resource (get, patch) stored in that same field, so a
// location read with readMask=serviceItems sees every change.
export const SERVICE_DESCRIPTION_MAX = 300;

function itemProblem(item: unknown, index: number): string | undefined {
  const where = `serviceItems[${index}]`;
  if (!isRecord(item)) return `${where} must be a ServiceItem.`;
  const structured = item.structuredServiceItem;
  const freeForm = item.freeFormServiceItem;
  if ((structured === undefined) === (freeForm === undefined)) return `${where} needs exactly one of structuredServiceItem and freeFormServiceItem.`;
  if (structured !== undefined) {
    if (!isRecord(structured) || typeof structured.serviceTypeId !== 'string' || structured.serviceTypeId === '') return `${where}.structuredServiceItem.serviceTypeId is required.`;
    if (structured.description !== undefined && (typeof structured.description !== 'string' || structured.description.length > SERVICE_DESCRIPTION_MAX)) {
      return `${where}.structuredServiceItem.description must be at most ${SERVICE_DESCRIPTION_MAX} characters.`;
    }
  }
  if (freeForm !== undefined) {
    if (!isRecord(freeForm) || typeof freeForm.category !== 'string' || freeForm.category === '') return `${where}.freeFormServiceItem.category is required.`;
    const label = freeForm.label;
    if (!isRecord(label) || typeof label.displayName !== 'string' || label.displayName.trim() === '') return `${where}.freeFormServiceItem.label.displayName is required.`;
    if (label.displayName.length > 140) return `${where}.freeFormServiceItem.label.displayName must be at most 140 characters.`;
    if (label.description !== undefined && (typeof label.description !== 'string' || label.description.length > SERVICE_DESCRIPTION_MAX)) {
      return `${where}.freeFormServiceItem.label.description must be at most ${SERVICE_DESCRIPTION_MAX} characters.`;
    }
  }
  return undefined;
}

/** Shared with `PATCH locations/{l}?updateMask=serviceItems`, the path Google's own v1 API uses. */
export function serviceItemsProblem(items: unknown): string | undefined {
  if (!Array.isArray(items)) return 'serviceItems must be a list.';
  return items.map(itemProblem).find((found) => found !== undefined);
}

export function registerServiceListRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const path = '/v1/locations/:locationId/serviceList';
  const find = (locationId: string) => ctx.data.locations.find((candidate) => candidate.id === locationId);

  app.get(path, async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    const entry = find(locationId);
    if (!entry) return sendGoogleError(reply, 'NOT_FOUND', `Location locations/${locationId} was not found.`);
    return { name: `locations/${locationId}/serviceList`, serviceItems: structuredClone(entry.data.serviceItems ?? []) };
  });

  app.patch(path, async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    const entry = find(locationId);
    if (!entry) return sendGoogleError(reply, 'NOT_FOUND', `Location locations/${locationId} was not found.`);
    if (!metadataFlag(entry, 'canModifyServiceList')) return sendGoogleError(reply, 'FAILED_PRECONDITION', 'The service list of this location cannot be modified.');
    const body = request.body;
    const problem = isRecord(body) ? serviceItemsProblem(body.serviceItems) : 'body must be a ServiceList.';
    if (problem || !isRecord(body)) return invalid(reply, problem ?? 'body must be a ServiceList.');
    entry.data.serviceItems = structuredClone(body.serviceItems);
    return { name: `locations/${locationId}/serviceList`, serviceItems: structuredClone(body.serviceItems) };
  });
}
