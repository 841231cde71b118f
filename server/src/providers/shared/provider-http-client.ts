import { randomUUID } from 'node:crypto';
import { systemProviderClock, type ProviderClock } from './provider-clock';
import {
  isApiKeyRejection,
  isProviderError,
  ProviderError,
  providerErrorCodeForStatus,
  type ProviderCredentials,
  type ProviderErrorCode,
  type ProviderErrorDetail,
  type ProviderName,
} from './provider-errors';
import type { RateLimiter } from './rate-limiter';
import { DEFAULT_BACKOFF, isTransientProviderError, parseRetryAfterMs, withRetry } from './retry';
import { providerCalls, providerRateLimited } from '../../observability/metrics';

/** Structural subset of pino's Logger, so the app logger or a test double fits. */
export interface ProviderLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface ProviderRequest {
  method: HttpMethod;
  /** Relative to baseUrl, starting with '/'; the query goes in `query`. */
  path: string;
  /** Arrays become repeated parameters (Google's `dailyMetrics=A&dailyMetrics=B`). */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** Rate-limit keys counted for every HTTP call this request makes, on top of the client's own. */
  limitKeys?: readonly string[];
  /** Defaults to every method but GET. */
  isWrite?: boolean;
  /** The key stored with the write's intent row; only a write that has one is ever retried. */
  idempotencyKey?: string;
  /** 'text' answers the body as it came (Slack's webhooks answer a plain `ok`); JSON by default. */
  responseType?: 'json' | 'text';
}

export interface ProviderHttpClientOptions {
  provider: ProviderName;
  /** Default user_token: a 401 is refreshed once, then reported as token_expired. api_key: reported as credentials_rejected. */
  credentials?: ProviderCredentials;
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  clock?: ProviderClock;
  limiter?: RateLimiter;
  /** Keys counted for every call of this client, e.g. `['google:project']`. */
  limitKeys?: readonly string[];
  random?: () => number;
  timeoutMs?: number;
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxRetryAfterMs?: number;
  getAccessToken?: () => string | undefined | Promise<string | undefined>;
  /** Returns the new access token; throwing means the linkage can no longer be refreshed. */
  refreshAccessToken?: () => Promise<string>;
  onTokenExpired?: (error: ProviderError) => void | Promise<void>;
  /** Provider-specific mapping (e.g. Instagram reports throttling as 400); undefined falls back to the status. */
  classifyError?: (status: number, body: unknown) => ProviderErrorCode | undefined;
  logger?: ProviderLogger;
}

export interface ProviderHttpClient {
  request<T>(request: ProviderRequest): Promise<T>;
}

interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

export function createProviderHttpClient(options: ProviderHttpClientOptions): ProviderHttpClient {
  const { provider } = options;
  const credentials = options.credentials ?? 'user_token';
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemProviderClock;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  let refreshing: Promise<string> | undefined;

  const fail = (code: ProviderErrorCode, detail: ProviderErrorDetail, extra: { status?: number; retryAfterMs?: number; cause?: unknown } = {}) =>
    new ProviderError({ provider, code, detail, ...extra });

  const expire = async (detail: ProviderErrorDetail, cause?: unknown): Promise<ProviderError> => {
    const error = fail('token_expired', detail, { status: 401, cause });
    try {
      await options.onTokenExpired?.(error);
    } catch (hookError) {
      // The caller must still learn that the token expired, whatever the hook did.
      options.logger?.warn({ provider, ...detail, reason: describe(hookError) }, 'onTokenExpired failed');
    }
    return error;
  };

  // Concurrent 401s share one refresh, so the provider sees one refresh and onTokenExpired fires once.
  const refreshShared = (detail: ProviderErrorDetail): Promise<string> => {
    const refresh = options.refreshAccessToken ?? (() => Promise.reject(new Error('this client cannot refresh tokens')));
    if (refreshing) return refreshing;
    const current = (async () => {
      try {
        return await refresh();
      } catch (cause) {
        // A flaky token endpoint is not a revoked linkage: surface it as transient, do not ask users to re-link.
        if (isProviderError(cause) && isTransientProviderError(cause)) throw cause;
        throw await expire({ ...detail, reason: 'refresh_failed' }, cause);
      }
    })();
    refreshing = current;
    const clear = () => {
      if (refreshing === current) refreshing = undefined;
    };
    current.then(clear, clear);
    return current;
  };

  const buildUrl = (request: ProviderRequest): string => {
    // A path that could change the host or smuggle a query is a programming error, not a provider failure.
    if (!request.path.startsWith('/') || request.path.startsWith('//') || /[?#\\]/.test(request.path)) {
      throw new Error(`Provider path must be a plain absolute path: ${request.path}`);
    }
    const url = new URL(`${base.origin}${basePath}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value === undefined || value === null) continue;
      const values = typeof value === 'object' ? value : [value];
      for (const item of values) url.searchParams.append(name, String(item));
    }
    return url.toString();
  };

  // The timeout bounds real I/O, so it runs on real timers; the injected clock only paces waiting
  // (limiter, backoff), which is what lets tests replay minutes of traffic instantly.
  const send = async (url: string, init: RequestInit, detail: ProviderErrorDetail): Promise<RawResponse> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await fetchImpl(url, { ...init, signal: controller.signal });
      } catch (cause) {
        providerCalls.inc({ provider: options.provider, status: '0' });
        throw cause;
      }
      providerCalls.inc({ provider: options.provider, status: String(response.status) });
      if (response.status === 429) providerRateLimited.inc({ provider: options.provider });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (cause) {
      if (controller.signal.aborted) throw fail('timeout', { ...detail, reason: `no response within ${timeoutMs} ms` }, { cause });
      throw fail('network_error', { ...detail, reason: describe(cause) }, { cause });
    } finally {
      clearTimeout(timer);
    }
  };

  const toError = (response: RawResponse, detail: ProviderErrorDetail): ProviderError => {
    const body = parseJson(response.text);
    const keyRejected = credentials === 'api_key' && response.status === 400 && isApiKeyRejection(body);
    const code = options.classifyError?.(response.status, body) ?? (keyRejected ? 'credentials_rejected' : providerErrorCodeForStatus(response.status, credentials));
    const retryAfterMs =
      response.status === 429 || response.status === 503 ? parseRetryAfterMs(response.headers.get('retry-after'), clock.now()) : undefined;
    return fail(code, { ...detail, ...providerDetail(body) }, { status: response.status, retryAfterMs });
  };

  async function request<T>(request: ProviderRequest): Promise<T> {
    const url = buildUrl(request);
    const isWrite = request.isWrite ?? request.method !== 'GET';
    const idempotencyKey = isWrite ? (request.idempotencyKey ?? randomUUID()) : undefined;
    const limitKeys = [...(options.limitKeys ?? []), ...(request.limitKeys ?? [])];
    const detail: ProviderErrorDetail = { method: request.method, path: request.path };
    // Once refreshed, later attempts of this request keep the new token even if the store lags behind.
    let refreshedToken: string | undefined;

    const call = async (token: string | undefined): Promise<RawResponse> => {
      if (options.limiter && limitKeys.length > 0) await options.limiter.acquire(limitKeys);
      // Lower-case names so a caller's "Authorization" cannot sit beside ours and be merged with it.
      const headers: Record<string, string> = Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
      headers.accept = 'application/json';
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      // The same key on every attempt lets the provider recognise a retry of a write it already applied.
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      return send(url, { method: request.method, headers, body }, detail);
    };

    const attempt = async (): Promise<T> => {
      let response = await call(refreshedToken ?? (await options.getAccessToken?.()));
      // An API key cannot be refreshed and its rejection is no expired linkage: toError names it for what it is.
      if (response.status === 401 && credentials === 'user_token' && refreshedToken === undefined) {
        refreshedToken = await refreshShared(detail);
        response = await call(refreshedToken);
      }
      if (response.status === 401 && credentials === 'user_token') throw await expire({ ...detail, ...providerDetail(parseJson(response.text)), reason: 'rejected after refresh' });
      if (response.status < 200 || response.status >= 300) throw toError(response, detail);
      if (request.responseType === 'text') return response.text as T;
      if (response.status === 204 || response.text.trim() === '') return undefined as T;
      const parsed = parseJson(response.text);
      if (parsed === undefined) throw fail('provider_unavailable', { ...detail, reason: 'response is not JSON' }, { status: response.status });
      return parsed as T;
    };

    return withRetry(attempt, {
      clock,
      random: options.random ?? Math.random,
      maxAttempts: options.maxAttempts ?? 5,
      baseDelayMs: options.baseDelayMs ?? DEFAULT_BACKOFF.baseDelayMs,
      maxDelayMs: options.maxDelayMs ?? DEFAULT_BACKOFF.maxDelayMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULT_BACKOFF.maxRetryAfterMs,
      isWrite,
      hasIdempotencyKey: request.idempotencyKey !== undefined,
      onRetry: (info) =>
        options.logger?.warn(
          { provider, ...detail, attempt: info.attempt, delayMs: info.delayMs, code: info.error.code, status: info.error.status },
          'provider call failed; retrying',
        ),
    });
  }

  return { request };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Picks the provider's own error words from Google-, Graph- and OpenAI-style bodies. */
function providerDetail(body: unknown): ProviderErrorDetail {
  if (!isRecord(body) || !isRecord(body.error)) return {};
  const error = body.error;
  const status = typeof error.status === 'string' ? error.status : typeof error.type === 'string' ? error.type : undefined;
  const message = typeof error.message === 'string' ? error.message.slice(0, 500) : undefined;
  return { ...(status ? { providerStatus: status } : {}), ...(message ? { providerMessage: message } : {}) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
  return `${cause.message}${inner}`.slice(0, 300);
}
