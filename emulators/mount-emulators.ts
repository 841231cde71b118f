import type { FastifyInstance } from 'fastify';
import type { Config } from '../server/src/config';
import { messagesJa } from '../server/src/http/messages.ja';
import { registerGoogleEmulator } from './google/google-emulator';
import { registerInstagramEmulator } from './instagram/instagram-emulator';
import { registerLineEmulator } from './line/line-emulator';
import { registerLlmEmulator } from './llm/llm-emulator';
import { registerPlacesEmulator } from './places/places-emulator';
import { registerSlackEmulator } from './slack/slack-emulator';
import { registerTranslationEmulator } from './translation/translation-emulator';
import { registerYahooEmulator } from './yahoo/yahoo-emulator';

export type EmulatorName = 'google' | 'yahoo' | 'places' | 'instagram' | 'llm' | 'translation' | 'line' | 'slack';

export const EMULATOR_NAMES: readonly EmulatorName[] = ['google', 'yahoo', 'places', 'instagram', 'llm', 'translation', 'line', 'slack'];

/** The providers that have no credentials configured: they are served by the emulators. */
export function emulatedProviders(config: Pick<Config, 'providers'>): EmulatorName[] {
  const p = config.providers;
  const emulated: [EmulatorName, boolean][] = [
    ['google', p.google === null],
    // YOLP local search lives in the Yahoo emulator too, so it stays mounted while either is unconfigured.
    ['yahoo', p.yahoo === null || p.yahooLocalSearch === null],
    ['places', p.places === null],
    ['instagram', p.instagram === null],
    ['llm', p.llm === null],
    ['translation', p.translation === null],
    ['line', p.line === null],
    ['slack', !p.slackLive],
  ];
  return emulated.filter(([, on]) => on).map(([name]) => name);
}

// Addressed by the matched route's pattern, not the raw URL, so a percent-encoded path cannot slip past.
const ADMIN_ROUTE = /^\/emulators\/[^/]+\/__admin(\/|$)/u;

/**
 * Registers the named emulators under /emulators/<name>, each in its own encapsulated context. `publicOrigin` is
 * where a browser reaches this app: the consent pages post back to it, because the browser, not the server,
 * follows them. Without `admin` the emulators still stand in for the providers, but their /__admin APIs (which answer
 * without a session) answer as unknown routes; the check lives in the emulators' own context, off the API's path.
 */
export async function registerEmulators(app: FastifyInstance, names: readonly EmulatorName[], publicOrigin: string, options: { admin?: boolean } = {}): Promise<void> {
  const base = (name: EmulatorName) => `${publicOrigin}/emulators/${name}`;
  await app.register(async (scope) => {
    if (options.admin === false) {
      scope.addHook('onRequest', async (request, reply) => {
        const route = request.routeOptions.url;
        if (route !== undefined && ADMIN_ROUTE.test(route)) return reply.status(404).send({ message: messagesJa.routeNotFound, code: 'not_found' });
      });
    }
    for (const name of names) {
      const prefix = `/emulators/${name}`;
      if (name === 'google') await scope.register(registerGoogleEmulator, { prefix, publicBaseUrl: base(name) });
      if (name === 'yahoo') await scope.register(registerYahooEmulator, { prefix, publicBaseUrl: base(name) });
      if (name === 'places') await scope.register(registerPlacesEmulator, { prefix });
      if (name === 'instagram') await scope.register(registerInstagramEmulator, { prefix, publicBaseUrl: base(name) });
      if (name === 'llm') await scope.register(registerLlmEmulator, { prefix });
      if (name === 'translation') await scope.register(registerTranslationEmulator, { prefix });
      if (name === 'line') await scope.register(registerLineEmulator, { prefix });
      if (name === 'slack') await scope.register(registerSlackEmulator, { prefix });
    }
  });
}

// In-process by default; with EMULATORS_URL the emulators run in their own process (npm run emulators) and this
// server mounts none, so a restart of the server leaves the providers' state as it was.
export async function mountEmulators(app: FastifyInstance, config: Pick<Config, 'providers' | 'publicOrigin' | 'emulatorsUrl' | 'devRoutes'>): Promise<EmulatorName[]> {
  if (config.emulatorsUrl !== null) return [];
  const names = emulatedProviders(config);
  await registerEmulators(app, names, config.publicOrigin, { admin: config.devRoutes });
  return names;
}
