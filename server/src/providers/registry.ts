import type { Logger } from 'pino';
import type { Config } from '../config';
import type { TokenCipher } from './shared/token-cipher';
import type { ProviderClock } from './shared/provider-clock';
import { createRateLimiter, GOOGLE_RATE_LIMITS, prefixRateLimits, type RateLimiter } from './shared/rate-limiter';

// What every provider adapter factory receives, built once in the composition root. A provider without
// credentials talks to its emulator under /emulators/<name>, mounted in this same process or, with EMULATORS_URL,
// served by the emulators' own process; with credentials, to the real service. Only the base URLs differ: the
// adapters are the same code either way.
export interface ProviderRuntime {
  config: Config;
  fetch: typeof fetch;
  clock: ProviderClock;
  tokenCipher: TokenCipher;
  logger: Logger;
  /** Shared by every Google adapter call of this process: 300 calls/min per project, 10 edits/min per profile. */
  googleLimiter: RateLimiter;
}

/**
 * Where this process reaches an emulator: the emulators' own process (EMULATORS_URL), or its own in-process mount
 * (never the public origin, which may be a proxy).
 */
export const emulatorBaseUrl = (config: Pick<Config, 'port' | 'emulatorsUrl'>, name: string): string =>
  `${config.emulatorsUrl ?? `http://127.0.0.1:${config.port}`}/emulators/${name}`;

/** Where the browser reaches an emulator's consent page: EMULATORS_URL, or the public origin (maybe behind a proxy). */
export const emulatorPublicUrl = (config: Pick<Config, 'publicOrigin' | 'emulatorsUrl'>, name: string): string =>
  `${config.emulatorsUrl ?? config.publicOrigin}/emulators/${name}`;

export const createGoogleLimiter = (clock: ProviderClock): RateLimiter => createRateLimiter({ clock, limits: prefixRateLimits(GOOGLE_RATE_LIMITS), provider: 'google' });
