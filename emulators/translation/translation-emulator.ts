import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerEmulatorControls } from '../llm/emulator-controls';
import { acceptFormBodies, EmulatorOps, type FailureStatus } from '../shared/emulator-ops';
import { detectLanguage } from './detect-language';
import { TRANSLATION_LANGUAGE_CODES, TRANSLATION_LANGUAGES_JA } from './languages';
import { emulateTranslation } from './phrase-dictionary';

export interface TranslationEmulatorOptions {
  /** API keys accepted in `?key=`; defaults to TRANSLATION_EMULATOR_API_KEY. */
  apiKeys?: readonly string[];
  now?: () => Date;
}

export const TRANSLATION_EMULATOR_API_KEY = 'emulator-translate-key';
export const MAX_SEGMENTS = 128;

type GoogleStatus = 'INVALID_ARGUMENT' | 'PERMISSION_DENIED' | 'RESOURCE_EXHAUSTED' | 'INTERNAL' | 'UNAVAILABLE';
const CODES: Record<GoogleStatus, number> = { INVALID_ARGUMENT: 400, PERMISSION_DENIED: 403, RESOURCE_EXHAUSTED: 429, INTERNAL: 500, UNAVAILABLE: 503 };
const REASONS: Record<GoogleStatus, string> = {
  INVALID_ARGUMENT: 'badRequest',
  PERMISSION_DENIED: 'forbidden',
  RESOURCE_EXHAUSTED: 'rateLimitExceeded',
  INTERNAL: 'backendError',
  UNAVAILABLE: 'backendError',
};

// Cloud Translation v2 answers errors in Google's older envelope, with an `errors` list beside the status.
const errorBody = (status: GoogleStatus, message: string) => ({
  error: { code: CODES[status], message, errors: [{ message, domain: 'global', reason: REASONS[status] }], status },
});

const sendError = (reply: FastifyReply, status: GoogleStatus, message: string) => reply.code(CODES[status]).send(errorBody(status, message));

const FAILURE_STATUS: Record<FailureStatus, GoogleStatus> = { 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE' };

type Params = Record<string, unknown>;

// v2 takes its parameters from the query string, a JSON body or a form body alike.
const params = (request: FastifyRequest): Params => ({
  ...(request.query as Params),
  ...(typeof request.body === 'object' && request.body !== null ? (request.body as Params) : {}),
});

const isSupported = (code: string): boolean => TRANSLATION_LANGUAGE_CODES.has(code) || code === 'zh' || code === 'he';

/**
 * Fastify plugin speaking Cloud Translation v2 (`/language/translate/v2`) with a deterministic phrase dictionary.
 * Mount it under a prefix, e.g. `/emulators/translation`; not wrapped in fastify-plugin so its hooks stay inside.
 */
export async function registerTranslationEmulator(app: FastifyInstance, options: TranslationEmulatorOptions = {}): Promise<void> {
  const keys = new Set(options.apiKeys ?? [TRANSLATION_EMULATOR_API_KEY]);
  const controls = new EmulatorOps();
  acceptFormBodies(app);
  registerEmulatorControls(app, {
    controls,
    now: options.now ?? (() => new Date()),
    failureBody: (status) => errorBody(FAILURE_STATUS[status], status === 429 ? 'User Rate Limit Exceeded' : 'Backend Error'),
    reseed: () => ({ languages: TRANSLATION_LANGUAGES_JA.length }),
  });

  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const key = (request.query as Params).key;
    if (typeof key !== 'string' || key === '') {
      sendError(reply, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.");
      return false;
    }
    if (!keys.has(key)) {
      sendError(reply, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
      return false;
    }
    return true;
  };

  app.post('/language/translate/v2', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const input = params(request);
    const q = input.q;
    const texts = typeof q === 'string' ? [q] : Array.isArray(q) && q.every((item) => typeof item === 'string') ? (q as string[]) : undefined;
    if (!texts || texts.length === 0) return sendError(reply, 'INVALID_ARGUMENT', 'Required Text');
    if (texts.length > MAX_SEGMENTS) return sendError(reply, 'INVALID_ARGUMENT', 'Too many text segments');
    const target = input.target;
    if (typeof target !== 'string' || target === '') return sendError(reply, 'INVALID_ARGUMENT', 'Missing required field target');
    const source = typeof input.source === 'string' && input.source !== '' ? input.source : undefined;
    if (!isSupported(target) || (source !== undefined && !isSupported(source))) return sendError(reply, 'INVALID_ARGUMENT', 'Bad language pair: {0}');
    if (input.format !== undefined && input.format !== 'text' && input.format !== 'html') return sendError(reply, 'INVALID_ARGUMENT', 'Invalid Value');
    const translations = texts.map((text) => {
      const from = source ?? detectLanguage(text);
      // Google reports detectedSourceLanguage only when it had to detect the language.
      return { translatedText: emulateTranslation(text, from, target), ...(source ? {} : { detectedSourceLanguage: from }) };
    });
    return { data: { translations } };
  });

  const languages = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(request, reply)) return reply;
    const target = params(request).target;
    // Names come in Japanese only; without `target=ja` Google lists the codes alone, which we mirror.
    const list = TRANSLATION_LANGUAGES_JA.map((entry) => (target === 'ja' ? { language: entry.language, name: entry.name } : { language: entry.language }));
    return { data: { languages: list } };
  };
  app.get('/language/translate/v2/languages', languages);
  app.post('/language/translate/v2/languages', languages);
}

/** A standalone emulator server, for tests and for running the emulator on its own port. */
export function buildTranslationEmulator(options: TranslationEmulatorOptions = {}): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(registerTranslationEmulator, options);
  return app;
}
