import type { Logger } from 'pino';
import type { Config } from '../config';
import type { TokenCipher } from './shared/token-cipher';
import type { CallJournal } from './shared/call-journal';
import type { ProviderClock } from './shared/provider-clock';
import { createRateLimiter, GOOGLE_RATE_LIMITS, googleLimitKeys, prefixRateLimits, SEARCH_RATE_LIMITS, type RateLimit, type RateLimiter } from './shared/rate-limiter';

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
  /**
   * Shared by every Google adapter call of this process (300 calls/min per project, 10 edits/min per profile) and by
   * the rank searches (Places per method, YOLP), each on its own keys.
   */
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

// Google counts a call when it arrives, this limiter when it is sent: a call that travels slower than the one 300
// calls later would put 301 inside Google's minute. The project window is kept a second longer than Google's (300
// calls a minute become 300 per 61 s, 1.6 % of the throughput).
const SEND_SKEW_MARGIN_MS = 1_000;
const project = GOOGLE_RATE_LIMITS[googleLimitKeys.project];

const withMargin = (limit: RateLimit): RateLimit => ({ limit: limit.limit, windowMs: limit.windowMs + SEND_SKEW_MARGIN_MS });

/**
 * The limits this server keeps when sending: Google's quotas (the project's with the margin) and the search budgets
 * (Places, YOLP), all with the margin.
 */
export const GOOGLE_SENDING_LIMITS: Readonly<Record<string, RateLimit>> = {
  ...GOOGLE_RATE_LIMITS,
  [googleLimitKeys.project]: withMargin(project),
  ...Object.fromEntries(Object.entries(SEARCH_RATE_LIMITS).map(([key, limit]) => [key, withMargin(limit)])),
};

/** With a journal (call-journal.ts) the limiter starts from the calls a previous process made in the last window. */
export const createGoogleLimiter = (clock: ProviderClock, journal?: CallJournal): RateLimiter =>
  createRateLimiter({
    clock,
    limits: prefixRateLimits(GOOGLE_SENDING_LIMITS),
    provider: 'google',
    past: journal?.past,
    onAdmit: journal ? (keys, at) => journal.record(keys, at) : undefined,
  });
