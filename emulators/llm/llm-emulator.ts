import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { EmulatorOps, relativePath, type FailureStatus } from '../shared/emulator-ops';
import { registerEmulatorControls } from './emulator-controls';
import { composeReply } from './reply-composer';

export interface LlmEmulatorOptions {
  /** Bearer keys accepted; defaults to LLM_EMULATOR_API_KEY. */
  apiKeys?: readonly string[];
  now?: () => Date;
}

export const LLM_EMULATOR_API_KEY = 'sk-emulator-meo';
export const LLM_EMULATOR_MODELS = ['gpt-4o-mini', 'gpt-4o', 'emulator-reply-1'] as const;

const ROLES = new Set(['system', 'developer', 'user', 'assistant']);

interface ChatMessage {
  role: string;
  content: string;
}

// OpenAI's error envelope: `{ error: { message, type, param, code } }`.
const errorBody = (message: string, type: string, code: string | null = null, param: string | null = null) => ({ error: { message, type, param, code } });

const FAILURES: Record<FailureStatus, ReturnType<typeof errorBody>> = {
  429: errorBody('Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded'),
  500: errorBody('The server had an error while processing your request. Sorry about that!', 'server_error'),
  503: errorBody('The engine is currently overloaded, please try again later.', 'server_error'),
};

const invalid = (reply: FastifyReply, message: string, param: string) => reply.code(400).send(errorBody(message, 'invalid_request_error', null, param));

// A rough count (four characters a token, one for CJK) that keeps `usage` plausible without a tokenizer.
const countTokens = (text: string): number => {
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu) ?? []).length;
  return cjk + Math.ceil((text.length - cjk) / 4);
};

function parseMessages(value: unknown): ChatMessage[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const messages: ChatMessage[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { role, content } = item as Record<string, unknown>;
    if (typeof role !== 'string' || !ROLES.has(role) || typeof content !== 'string') return undefined;
    messages.push({ role, content });
  }
  return messages;
}

/**
 * Fastify plugin speaking OpenAI's chat completions API and answering with deterministic, policy-safe review replies
 * (see reply-composer). Mount it under a prefix, e.g. `/emulators/llm`, and give adapters `<mount>/v1` as base URL.
 */
export async function registerLlmEmulator(app: FastifyInstance, options: LlmEmulatorOptions = {}): Promise<void> {
  const keys = new Set(options.apiKeys ?? [LLM_EMULATOR_API_KEY]);
  const now = options.now ?? (() => new Date());
  const controls = new EmulatorOps();
  let completions = 0;
  registerEmulatorControls(app, {
    controls,
    now,
    failureBody: (status) => FAILURES[status],
    reseed: () => {
      completions = 0;
      return { models: LLM_EMULATOR_MODELS.length };
    },
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!relativePath(app, request).startsWith('/v1/')) return;
    const token = /^Bearer\s+(\S+)$/iu.exec(request.headers.authorization ?? '')?.[1];
    if (token && keys.has(token)) return;
    const message = token
      ? `Incorrect API key provided: ${token.slice(0, 3)}***. You can find your API key at https://platform.openai.com/account/api-keys.`
      : "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.";
    return reply.code(401).send(errorBody(message, 'invalid_request_error', token ? 'invalid_api_key' : null));
  });

  app.get('/v1/models', async () => ({
    object: 'list',
    data: LLM_EMULATOR_MODELS.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'emulator' })),
  }));

  app.post('/v1/chat/completions', async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (typeof body.model !== 'string' || body.model === '') return invalid(reply, "you must provide a model parameter", 'model');
    const messages = parseMessages(body.messages);
    if (!messages) return invalid(reply, "Invalid 'messages': give a non-empty array of { role, content } with string content.", 'messages');
    const temperature = body.temperature;
    if (temperature !== undefined && (typeof temperature !== 'number' || temperature < 0 || temperature > 2)) return invalid(reply, "Invalid 'temperature': expected a number between 0 and 2.", 'temperature');
    const maxTokens = body.max_tokens ?? body.max_completion_tokens;
    if (maxTokens !== undefined && (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1)) return invalid(reply, "Invalid 'max_tokens': expected a positive integer.", 'max_tokens');
    const user = [...messages].reverse().find((message) => message.role === 'user');
    if (!user) return invalid(reply, "Invalid 'messages': at least one message must have the role 'user'.", 'messages');

    const system = messages.filter((message) => message.role === 'system' || message.role === 'developer').map((message) => message.content).join('\n');
    const composed = composeReply({ system, user: user.content }).text;
    // max_tokens cuts the reply the way a real model stops mid-sentence; tokens are approximated by characters.
    const truncated = typeof maxTokens === 'number' && countTokens(composed) > maxTokens;
    const content = truncated ? [...composed].slice(0, maxTokens as number).join('') : composed;
    completions += 1;
    const promptTokens = messages.reduce((sum, message) => sum + countTokens(message.content) + 4, 0);
    const completionTokens = countTokens(content);
    return {
      id: `chatcmpl-emu${String(completions).padStart(8, '0')}`,
      object: 'chat.completion',
      created: Math.floor(now().getTime() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: truncated ? 'length' : 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    };
  });
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildLlmEmulator(options: LlmEmulatorOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerLlmEmulator, options);
  return app;
}
