import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { parseFieldMask } from './field-mask';
import { sendGoogleError } from './google-errors';

// Location attributes (Business Information v1 `locations/{l}/attributes`): kept with the location as
// `attributes` (not readable through the location's readMask, as at Google). The console writes BOOL attributes.

interface WireAttribute {
  name: string;
  valueType: string;
  values: unknown[];
}

const attributesOf = (data: Record<string, unknown>): WireAttribute[] => (Array.isArray(data.attributes) ? (data.attributes as WireAttribute[]) : []);

function attributeProblem(value: unknown): string | undefined {
  const entry = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof entry.name !== 'string' || !/^attributes\/[a-z0-9_]+$/.test(entry.name)) return 'attribute name must be attributes/{id}';
  if (!['BOOL', 'ENUM', 'URL', 'REPEATED_ENUM'].includes(String(entry.valueType))) return `invalid valueType for ${entry.name}`;
  if (!Array.isArray(entry.values) || entry.values.length === 0) return `values are required for ${entry.name}`;
  if (entry.valueType === 'BOOL' && (entry.values.length !== 1 || typeof entry.values[0] !== 'boolean')) return `${entry.name} takes one boolean value`;
  return undefined;
}

export function registerAttributeRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/locations/:locationId/attributes', async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    const entry = ctx.data.locations.find((candidate) => candidate.id === locationId);
    if (!entry) return sendGoogleError(reply, 'NOT_FOUND', `Location locations/${locationId} was not found.`);
    return { name: `locations/${locationId}/attributes`, attributes: structuredClone(attributesOf(entry.data)) };
  });

  app.patch('/v1/locations/:locationId/attributes', async (request, reply) => {
    const { locationId } = request.params as { locationId: string };
    const entry = ctx.data.locations.find((candidate) => candidate.id === locationId);
    if (!entry) return sendGoogleError(reply, 'NOT_FOUND', `Location locations/${locationId} was not found.`);
    const mask = parseFieldMask((request.query as Record<string, string | undefined>).attributeMask);
    if (mask.length === 0) return sendGoogleError(reply, 'INVALID_ARGUMENT', 'Request contains an invalid argument: attribute_mask is required.');
    const body = (request.body ?? {}) as { attributes?: unknown };
    const given = Array.isArray(body.attributes) ? body.attributes : [];
    const problem = given.map(attributeProblem).find(Boolean);
    if (problem) return sendGoogleError(reply, 'INVALID_ARGUMENT', `Request contains an invalid argument: ${problem}.`);
    const written = (given as WireAttribute[]).filter((a) => mask.includes(a.name));
    // Masked attributes take the body's value or are removed; the others stay as they are.
    const kept = attributesOf(entry.data).filter((a) => !mask.includes(a.name));
    entry.data = { ...entry.data, attributes: [...kept, ...structuredClone(written)] };
    return { name: `locations/${locationId}/attributes`, attributes: structuredClone(attributesOf(entry.data)) };
  });
}
