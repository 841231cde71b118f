import { googleLimitKeys } from '../shared/rate-limiter';
import type { GoogleLocationRef, WriteOptions } from './google.types';

// Resource names become URL paths: anything but the documented shapes (e.g. `..`, slashes in ids) is refused
// before a request is built, so a stored name can never steer a call elsewhere.
const SEGMENT = '[A-Za-z0-9_-]+';
const PATTERNS = {
  account: new RegExp(`^accounts/${SEGMENT}$`),
  location: new RegExp(`^locations/${SEGMENT}$`),
  localPost: new RegExp(`^accounts/${SEGMENT}/locations/(${SEGMENT})/localPosts/${SEGMENT}$`),
  media: new RegExp(`^accounts/${SEGMENT}/locations/(${SEGMENT})/media/${SEGMENT}$`),
  segment: new RegExp(`^${SEGMENT}$`),
};

export type NameKind = keyof typeof PATTERNS;

export function checkName(kind: NameKind, value: string): string {
  if (!PATTERNS[kind].test(value)) throw new Error(`Not a Google ${kind} name: ${value}`);
  return value;
}

/** The location id (`123` of `locations/123`) that an edit counts against. */
export function locationIdOf(name: string): string {
  const direct = /^locations\/([^/]+)$/.exec(name);
  if (direct) return direct[1];
  const nested = /^accounts\/[^/]+\/locations\/([^/]+)\//.exec(name);
  if (nested) return nested[1];
  throw new Error(`No location in Google name: ${name}`);
}

/** `/accounts/{a}/locations/{l}`, the v4 prefix of a location's resources. */
export function v4Path(ref: GoogleLocationRef): string {
  return `/${checkName('account', ref.account)}/${checkName('location', ref.location)}`;
}

/**
 * providers.md: "10 edits per minute per individual profile (cannot be raised)". Writes wait on the location's
 * own window in the shared limiter, on top of the project window every call uses.
 */
export function editRequest(location: string, options: WriteOptions | undefined): { limitKeys: string[]; idempotencyKey?: string } {
  return { limitKeys: googleLimitKeys.edit(locationIdOf(location)), ...(options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) };
}
