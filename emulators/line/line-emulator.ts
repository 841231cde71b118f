import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerEmulatorControls } from '../llm/emulator-controls';
import { EmulatorOps, headerValue, relativePath, type FailureStatus } from '../shared/emulator-ops';

export interface LineEmulatorOptions {
  /** Channel access tokens accepted; defaults to LINE_EMULATOR_CHANNEL_TOKEN. */
  tokens?: readonly string[];
  now?: () => Date;
}

export const LINE_EMULATOR_CHANNEL_TOKEN = 'line-emulator-channel-token';

/** One pushed message as the emulator received it (what a LINE user would have seen). */
export interface LinePushedMessage {
  requestId: string;
  to: string;
  text: string;
  retryKey: string | null;
  receivedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
const TEXT_MAX = 5000;
const MESSAGES_MAX = 5;

// The Messaging API's error envelope: `{ message, details?: [{ message, property }] }`.
const FAILURES: Record<FailureStatus, { message: string }> = {
  429: { message: 'The API rate limit has been exceeded. Try again later.' },
  500: { message: 'Internal server error' },
  503: { message: 'Service unavailable' },
};

const invalid = (reply: FastifyReply, message: string, property: string) =>
  reply.code(400).send({ message: 'The request body has 1 error(s)', details: [{ message, property }] });

function textsOf(value: unknown): string[] | string {
  if (!Array.isArray(value) || value.length === 0 || value.length > MESSAGES_MAX) return `Size must be between 1 and ${MESSAGES_MAX}`;
  const texts: string[] = [];
  for (const item of value as unknown[]) {
    const { type, text } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (type !== 'text') return 'Only text messages are emulated';
    if (typeof text !== 'string' || text.length === 0 || [...text].length > TEXT_MAX) return `Length must be between 1 and ${TEXT_MAX}`;
    texts.push(text);
  }
  return texts;
}

/**
 * Fastify plugin speaking the LINE Messaging API's push message endpoint. It records every message it accepts
 * (`GET /__admin/messages`) and honours X-Line-Retry-Key as LINE does: a key accepted once answers 409 with the first
 * request's id, and the message is not delivered again. `POST /__admin/lose-responses { times }` makes the next pushes
 * deliver and then answer 500, as if the answer were lost on the way, so a retry's deduplication can be proven.
 */
export async function registerLineEmulator(app: FastifyInstance, options: LineEmulatorOptions = {}): Promise<void> {
  const tokens = new Set(options.tokens ?? [LINE_EMULATOR_CHANNEL_TOKEN]);
  const now = options.now ?? (() => new Date());
  const controls = new EmulatorOps();
  let messages: LinePushedMessage[] = [];
  const accepted = new Map<string, string>();
  let loseResponses = 0;
  let sequence = 0;
  const reset = () => {
    messages = [];
    accepted.clear();
    loseResponses = 0;
  };
  registerEmulatorControls(app, {
    controls,
    now,
    failureBody: (status) => FAILURES[status],
    reseed: () => {
      reset();
      return { messages: 0 };
    },
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!relativePath(app, request).startsWith('/v2/')) return;
    const token = /^Bearer\s+(\S+)$/iu.exec(request.headers.authorization ?? '')?.[1];
    if (token && tokens.has(token)) return;
    return reply.code(401).send({ message: 'Authentication failed. Confirm that the access token in the authorization header is valid.' });
  });

  app.post('/v2/bot/message/push', async (request, reply) => {
    const retryKey = headerValue(request, 'x-line-retry-key') ?? null;
    if (retryKey !== null && !UUID.test(retryKey)) return reply.code(400).send({ message: "The value for the 'X-Line-Retry-Key' header is invalid" });
    const first = retryKey === null ? undefined : accepted.get(retryKey);
    if (first) return reply.code(409).header('x-line-accepted-request-id', first).send({ message: 'The retry key is already accepted', sentMessages: [] });
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (typeof body.to !== 'string' || body.to.trim() === '' || body.to.length > 100) return invalid(reply, 'The property, \'to\', in the request body is invalid', 'to');
    const texts = textsOf(body.messages);
    if (typeof texts === 'string') return invalid(reply, texts, 'messages');
    sequence += 1;
    const requestId = `line-req-${String(sequence).padStart(8, '0')}`;
    for (const text of texts) messages.push({ requestId, to: body.to, text, retryKey, receivedAt: now().toISOString() });
    if (retryKey !== null) accepted.set(retryKey, requestId);
    if (loseResponses > 0) {
      loseResponses -= 1;
      return reply.code(500).send(FAILURES[500]);
    }
    return reply.header('x-line-request-id', requestId).send({ sentMessages: texts.map((_, index) => ({ id: `${requestId}-${index}`, quoteToken: `q-${requestId}-${index}` })) });
  });

  app.get('/__admin/messages', async (request) => {
    const to = (request.query as Record<string, string | undefined>).to;
    return to ? messages.filter((message) => message.to === to) : messages;
  });
  app.delete('/__admin/messages', async () => {
    reset();
    return {};
  });
  app.post('/__admin/lose-responses', async (request, reply) => {
    const times = (request.body as Record<string, unknown> | undefined)?.times ?? 1;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return reply.code(400).send({ error: 'times must be a positive integer' });
    loseResponses = times;
    return reply.code(201).send({ times });
  });
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildLineEmulator(options: LineEmulatorOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerLineEmulator, options);
  return app;
}
