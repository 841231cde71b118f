import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { sendGoogleError } from './google-errors';
import { invalid, isRecord, metadataFlag, ownedLocation, type V4LocationParams } from './v4-location';

// providers.md: labels with "`displayName` ≤ 140 and `description` ≤ 1,000 characters, a section needs at least
// one item".
export const LABEL_DISPLAY_NAME_MAX = 140;
export const LABEL_DESCRIPTION_MAX = 1000;

function labelsProblem(labels: unknown, where: string): string | undefined {
  if (!Array.isArray(labels) || labels.length === 0) return `${where}.labels needs at least one label.`;
  for (const label of labels) {
    if (!isRecord(label) || typeof label.displayName !== 'string' || label.displayName.trim() === '') return `${where}.labels[].displayName is required.`;
    if (label.displayName.length > LABEL_DISPLAY_NAME_MAX) return `${where}.labels[].displayName must be at most ${LABEL_DISPLAY_NAME_MAX} characters.`;
    if (label.description !== undefined && (typeof label.description !== 'string' || label.description.length > LABEL_DESCRIPTION_MAX)) {
      return `${where}.labels[].description must be at most ${LABEL_DESCRIPTION_MAX} characters.`;
    }
  }
  return undefined;
}

function menusProblem(menus: unknown): string | undefined {
  if (!Array.isArray(menus)) return 'menus must be a list.';
  for (const [m, menu] of menus.entries()) {
    if (!isRecord(menu)) return `menus[${m}] must be a FoodMenu.`;
    const menuProblem = labelsProblem(menu.labels, `menus[${m}]`);
    if (menuProblem) return menuProblem;
    if (!Array.isArray(menu.sections)) return `menus[${m}].sections must be a list.`;
    for (const [s, section] of menu.sections.entries()) {
      const where = `menus[${m}].sections[${s}]`;
      if (!isRecord(section)) return `${where} must be a FoodMenuSection.`;
      const sectionProblem = labelsProblem(section.labels, where);
      if (sectionProblem) return sectionProblem;
      if (!Array.isArray(section.items) || section.items.length === 0) return `${where}.items needs at least one item.`;
      for (const [i, item] of section.items.entries()) {
        if (!isRecord(item)) return `${where}.items[${i}] must be a FoodMenuItem.`;
        const itemProblem = labelsProblem(item.labels, `${where}.items[${i}]`);
        if (itemProblem) return itemProblem;
      }
    }
  }
  return undefined;
}

export function registerFoodMenuRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const path = '/v4/accounts/:accountId/locations/:locationId/foodMenus';
  const nameOf = (params: V4LocationParams): string => `accounts/${params.accountId}/locations/${params.locationId}/foodMenus`;

  app.get(path, async (request, reply) => {
    const params = request.params as V4LocationParams;
    const entry = ownedLocation(ctx, params, reply);
    if (!entry) return reply;
    if (!metadataFlag(entry, 'canHaveFoodMenus')) return sendGoogleError(reply, 'FAILED_PRECONDITION', 'This location cannot have food menus.');
    return structuredClone(ctx.data.foodMenus.get(entry.id) ?? { name: nameOf(params), menus: [] });
  });

  // updateFoodMenus: `menus` is the only updatable field; without a mask the whole resource is replaced.
  app.patch(path, async (request, reply) => {
    const params = request.params as V4LocationParams;
    const entry = ownedLocation(ctx, params, reply);
    if (!entry) return reply;
    if (!metadataFlag(entry, 'canHaveFoodMenus')) return sendGoogleError(reply, 'FAILED_PRECONDITION', 'This location cannot have food menus.');
    const mask = (request.query as { updateMask?: string }).updateMask;
    if (mask !== undefined && mask !== '' && mask !== 'menus') return invalid(reply, `Invalid field mask path: ${mask}.`);
    const body = request.body;
    if (!isRecord(body)) return invalid(reply, 'body must be FoodMenus.');
    const menus = body.menus ?? [];
    const problem = menusProblem(menus);
    if (problem) return invalid(reply, problem);
    const stored = { name: nameOf(params), menus: structuredClone(menus) };
    ctx.data.foodMenus.set(entry.id, stored);
    return structuredClone(stored);
  });
}
