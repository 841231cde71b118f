import Fastify, { type FastifyInstance } from 'fastify';
import { createPrng } from '../google/prng';
import { registerEmulatorControls } from '../llm/emulator-controls';
import { acceptFormBodies } from '../shared/emulator-ops';
import { FAILURES, graphErrorBody } from './graph-errors';
import { registerGraphRoutes } from './graph-routes';
import { InstagramContext, type InstagramEmulatorOptions } from './instagram-context';
import { registerOAuthRoutes } from './oauth-routes';
import { mediaPng } from './png-image';
import { buildPost } from './seed-media';

export type { InstagramEmulatorOptions } from './instagram-context';

// A stand-in video: the console only links to videos and never transcodes them, so recognisable bytes suffice.
const PLACEHOLDER_MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

const hashId = (id: string): number => [...id].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

/**
 * Fastify plugin speaking Instagram's OAuth (Instagram Login) and Graph paths for one seeded professional account.
 * Mount it under a prefix with `publicBaseUrl` including that prefix; not wrapped in fastify-plugin on purpose, so
 * its hooks and form parser stay inside the emulator.
 */
export async function registerInstagramEmulator(app: FastifyInstance, options: InstagramEmulatorOptions): Promise<void> {
  const ctx = new InstagramContext(options);
  const images = new Map<string, Buffer>();
  acceptFormBodies(app);
  registerEmulatorControls(app, {
    controls: ctx.controls,
    now: ctx.now,
    failureBody: (status) => graphErrorBody(FAILURES[status], ctx.nextTrace()),
    reseed: () => {
      ctx.reset();
      return { accountId: ctx.account.id, media: ctx.account.media.length };
    },
  });

  app.post('/__admin/expire-tokens', async () => ({ expired: ctx.expireTokens() }));

  app.get('/__admin/account', async () => ({ id: ctx.account.id, username: ctx.account.username, name: ctx.account.name, mediaCount: ctx.account.media.length }));

  // Simulates the shop publishing a new post on Instagram, for crossposting tests.
  app.post('/__admin/media', async (request, reply) => {
    const body = (request.body ?? {}) as { caption?: unknown };
    if (body.caption !== undefined && typeof body.caption !== 'string') return reply.code(400).send({ error: 'caption must be a string' });
    const prng = createPrng(ctx.seed + ctx.account.media.length * 7919);
    const post = buildPost(prng, ctx.publicBaseUrl, 0, ctx.now(), body.caption);
    ctx.account.media.unshift(post);
    return reply.code(201).send(post);
  });

  app.get('/__assets/media/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([\w-]+)\.(png|mp4)$/u.exec(file);
    if (!match) return reply.code(404).send({ error: 'not found' });
    if (match[2] === 'mp4') return reply.type('video/mp4').send(PLACEHOLDER_MP4);
    const image = images.get(match[1]) ?? mediaPng(hashId(match[1]));
    // Bounded, so requests for arbitrary ids cannot grow the cache without limit.
    if (images.size < 256) images.set(match[1], image);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(image);
  });

  registerOAuthRoutes(app, ctx);
  registerGraphRoutes(app, ctx);
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildInstagramEmulator(options: InstagramEmulatorOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerInstagramEmulator, options);
  return app;
}
