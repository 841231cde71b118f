import Fastify, { type FastifyInstance } from 'fastify';
import { EMULATOR_NAMES, registerEmulators, type EmulatorName } from './mount-emulators';

export interface EmulatorsAppOptions {
  /** Where a browser reaches this process (scheme, host and port): the consent pages post back to it. */
  publicOrigin: string;
  names?: readonly EmulatorName[];
}

// Uploaded videos may reach 75 MB; the media upload route sets its own limit, this one covers the JSON bodies.
const BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Every provider emulator in one Fastify app, under the same /emulators/<name> paths the server mounts in-process,
 * so a server only needs this app's origin (EMULATORS_URL). `GET /emulators` answers the mounted names: the
 * readiness probe of scripts that start this process.
 */
export async function buildEmulatorsApp(options: EmulatorsAppOptions): Promise<FastifyInstance> {
  const names = options.names ?? EMULATOR_NAMES;
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });
  // As in the server: a body-less write sent with a JSON content type is "no body", not a parse error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return jsonParser(request, text, done);
  });
  await registerEmulators(app, names, options.publicOrigin.replace(/\/+$/u, ''));
  app.get('/emulators', async () => ({ emulators: names }));
  return app;
}
