import Fastify, { type FastifyInstance } from 'fastify';
import { registerEmulatorControls } from '../llm/emulator-controls';
import { EmulatorOps, headerValue, type FailureStatus } from '../shared/emulator-ops';

export interface SlackEmulatorOptions {
  now?: () => Date;
}

/** One webhook message as the emulator received it (what the Slack channel would have shown). */
export interface SlackPostedMessage {
  path: string;
  text: string | null;
  blocks: unknown[] | null;
  /** The sender's Idempotency-Key, so a test can count distinct deliveries (Slack itself has none). */
  idempotencyKey: string | null;
  receivedAt: string;
}

// Slack's incoming webhooks answer in plain text: `ok`, or an error word.
const FAILURES: Record<FailureStatus, string> = { 429: 'rate_limited', 500: 'rollup_error', 503: 'service_unavailable' };
// /services/T…/B…/secret: the shape of every incoming-webhook URL.
const WEBHOOK_PATH = /^\/services\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+$/u;
const TEXT_MAX = 40_000;

/**
 * Fastify plugin standing in for Slack's incoming webhooks under their own paths (`POST /services/T/B/secret`), so a
 * URL a user saved as https://hooks.slack.com/services/… is received here while Slack is emulated. Records every
 * accepted message (`GET /__admin/messages`, `?path=` to narrow) and shares the failure injection of the others.
 */
export async function registerSlackEmulator(app: FastifyInstance, options: SlackEmulatorOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const controls = new EmulatorOps();
  let messages: SlackPostedMessage[] = [];
  registerEmulatorControls(app, {
    controls,
    now,
    failureBody: (status) => FAILURES[status],
    reseed: () => {
      messages = [];
      return { messages: 0 };
    },
  });

  app.post('/services/*', async (request, reply) => {
    const path = `/services/${(request.params as Record<string, string>)['*']}`;
    if (!WEBHOOK_PATH.test(path)) return reply.code(404).type('text/plain').send('no_service');
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const text = typeof body.text === 'string' && body.text.trim() !== '' ? body.text : null;
    const blocks = Array.isArray(body.blocks) && body.blocks.length > 0 ? (body.blocks as unknown[]) : null;
    if (text === null && blocks === null) return reply.code(400).type('text/plain').send('no_text');
    if (text !== null && text.length > TEXT_MAX) return reply.code(400).type('text/plain').send('invalid_payload');
    messages.push({ path, text, blocks, idempotencyKey: headerValue(request, 'idempotency-key') ?? null, receivedAt: now().toISOString() });
    return reply.type('text/plain').send('ok');
  });

  app.get('/__admin/messages', async (request) => {
    const path = (request.query as Record<string, string | undefined>).path;
    return path ? messages.filter((message) => message.path === path) : messages;
  });
  app.delete('/__admin/messages', async () => {
    messages = [];
    return {};
  });
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildSlackEmulator(options: SlackEmulatorOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerSlackEmulator, options);
  return app;
}
