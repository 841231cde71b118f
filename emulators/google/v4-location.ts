import type { FastifyReply } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { sendGoogleError } from './google-errors';
import type { LocationEntry } from './google-types';

export interface V4LocationParams {
  accountId: string;
  locationId: string;
}

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** v4 addresses a location under its account; a location of another account is simply not found, as at Google. */
export function ownedLocation(ctx: EmulatorContext, params: V4LocationParams, reply: FastifyReply): LocationEntry | undefined {
  const entry = ctx.data.locations.find((candidate) => candidate.id === params.locationId && candidate.accountId === params.accountId);
  if (!entry) sendGoogleError(reply, 'NOT_FOUND', 'Requested entity was not found.');
  return entry;
}

export function metadataFlag(entry: LocationEntry, flag: string): boolean {
  const metadata = entry.data.metadata;
  return isRecord(metadata) && metadata[flag] === true;
}

export function invalid(reply: FastifyReply, message: string): FastifyReply {
  return sendGoogleError(reply, 'INVALID_ARGUMENT', `Request contains an invalid argument: ${message}`);
}
