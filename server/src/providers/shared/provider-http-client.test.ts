import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeClock } from './provider-clock';
import { isProviderError, ProviderError } from './provider-errors';
import { createProviderHttpClient, type ProviderHttpClientOptions } from './provider-http-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang';

/** A provider stand-in on 127.0.0.1 answering from a script, then with 200 {"ok":true}. */
class ScriptedProvider {
  readonly seen: Seen[] = [];
  private readonly script: Reply[] = [];
  private server: Server | undefined;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v4`;
  }

  reply(...replies: Reply[]): void {
    this.script.push(...replies);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
    const reply = this.script.shift() ?? { status: 200, body: { ok: true } };
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  }
}

const provider = new ScriptedProvider();
let clock: FakeClock;

beforeAll(() => provider.start());
afterAll(() => provider.stop());
beforeEach(() => {
  provider.seen.length = 0;
  clock = new FakeClock({ start: Date.UTC(2026, 0, 5, 9, 0, 0) });
});

function client(overrides: Partial<ProviderHttpClientOptions> = {}) {
  return createProviderHttpClient({
    provider: 'google',
    baseUrl: provider.baseUrl,
    clock,
    random: () => 0.5,
    baseDelayMs: 1_000,
    // Generous, so a loaded CI machine never times out a healthy call; hang tests shorten it.
    timeoutMs: 5_000,
    getAccessToken: () => 'token-1',
    ...overrides,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('provider HTTP client: requests', () => {
  it('sends JSON with the bearer token and query, and returns the parsed body', async () => {
    provider.reply({ status: 200, body: { locations: [{ name: 'locations/1', title: '渋谷店' }] } });
    const result = await client().request<{ locations: { title: string }[] }>({
      method: 'GET',
      path: '/accounts/1/locations',
      query: { pageSize: 100, readMask: 'name,title', dailyMetrics: ['CALL_CLICKS', 'WEBSITE_CLICKS'], skip: undefined },
      headers: { Authorization: 'Bearer not-this-one', 'X-Goog-FieldMask': 'places.id' },
    });
    expect(result.locations[0].title).toBe('渋谷店');
    const [seen] = provider.seen;
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/v4/accounts/1/locations?pageSize=100&readMask=name%2Ctitle&dailyMetrics=CALL_CLICKS&dailyMetrics=WEBSITE_CLICKS');
    expect(seen.headers.authorization).toBe('Bearer token-1');
    expect(seen.headers['x-goog-fieldmask']).toBe('places.id');
    expect(seen.headers['idempotency-key']).toBeUndefined();
  });

  it('puts an Idempotency-Key on every write, generated when the caller has none', async () => {
    provider.reply({ status: 200, body: { name: 'localPosts/9' } });
    await client().request({ method: 'POST', path: '/accounts/1/locations/2/localPosts', body: { summary: '本日営業' } });
    const [seen] = provider.seen;
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ summary: '本日営業' });
    expect(seen.headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('answers undefined for an empty success', async () => {
    provider.reply({ status: 204 });
    await expect(client().request({ method: 'DELETE', path: '/accounts/1/locations/2/reviews/3/reply' })).resolves.toBeUndefined();
  });

  it('refuses paths that could leave the base URL', async () => {
    for (const path of ['//evil.example/x', 'accounts', '/a?b=1', '/a\\b']) {
      await expect(client().request({ method: 'GET', path })).rejects.toThrow('Provider path must be a plain absolute path');
    }
    expect(provider.seen).toHaveLength(0);
  });
});

describe('provider HTTP client: failures and retries', () => {
  it('waits out Retry-After on 429 exactly, then succeeds', async () => {
    provider.reply({ status: 429, headers: { 'retry-after': '7' }, body: { error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded' } } });
    const start = clock.now();
    await expect(client().request({ method: 'GET', path: '/accounts' })).resolves.toEqual({ ok: true });
    expect(clock.now() - start).toBe(7_000);
    expect(provider.seen).toHaveLength(2);
  });

  it('backs off with jitter on 5xx when no Retry-After is given', async () => {
    provider.reply({ status: 503 }, { status: 500 });
    const start = clock.now();
    await client({ random: () => 0.25 }).request({ method: 'GET', path: '/accounts' });
    // 0.25 × 1,000 ms, then 0.25 × 2,000 ms.
    expect(clock.now() - start).toBe(750);
    expect(provider.seen).toHaveLength(3);
  });

  it('gives up as rate_limited with the provider words in detail and a Japanese message', async () => {
    provider.reply(...Array.from({ length: 3 }, () => ({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded' } } })));
    const error = await failureOf(client({ maxAttempts: 3 }).request({ method: 'GET', path: '/accounts' }));
    expect(error).toMatchObject({ provider: 'google', code: 'rate_limited', status: 429 });
    expect(error.message).toBe('Googleへのリクエストが集中しています。しばらく時間をおいてから再度お試しください。');
    expect(error.detail).toMatchObject({ providerStatus: 'RESOURCE_EXHAUSTED', providerMessage: 'Quota exceeded', attempts: 3, method: 'GET', path: '/accounts' });
  });

  it.each([
    [400, 'invalid_request'],
    [403, 'permission_denied'],
    [404, 'not_found'],
    [422, 'invalid_request'],
  ])('does not retry %d (%s)', async (status, code) => {
    provider.reply({ status, body: { error: { message: 'no' } } });
    const error = await failureOf(client().request({ method: 'GET', path: '/accounts/1' }));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(provider.seen).toHaveLength(1);
  });

  it('reports a timeout as timeout', async () => {
    provider.reply('hang', 'hang');
    const error = await failureOf(client({ maxAttempts: 2, timeoutMs: 150 }).request({ method: 'GET', path: '/accounts' }));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('Googleからの応答がありませんでした');
    expect(provider.seen).toHaveLength(2);
  });

  it('does not resend a write without idempotency key after a timeout', async () => {
    provider.reply('hang');
    const error = await failureOf(client({ timeoutMs: 150 }).request({ method: 'POST', path: '/accounts/1/locations/2/localPosts', body: { summary: 'x' } }));
    expect(error.code).toBe('timeout');
    expect(provider.seen).toHaveLength(1);
  });

  it('resends a write with idempotency key after a timeout, with the same Idempotency-Key each time', async () => {
    provider.reply('hang', { status: 503 }, { status: 200, body: { name: 'localPosts/1' } });
    const result = await client({ timeoutMs: 300 }).request({ method: 'POST', path: '/accounts/1/locations/2/localPosts', body: { summary: 'x' }, idempotencyKey: 'post-42' });
    expect(result).toEqual({ name: 'localPosts/1' });
    expect(provider.seen.map((seen) => seen.headers['idempotency-key'])).toEqual(['post-42', 'post-42', 'post-42']);
  });

  it('reports a refused connection as network_error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failureOf(client({ baseUrl: `http://127.0.0.1:${port}`, maxAttempts: 2, provider: 'yahoo' }).request({ method: 'GET', path: '/x' }));
    expect(error).toMatchObject({ code: 'network_error', provider: 'yahoo' });
    expect(error.message).toBe('Yahoo!に接続できませんでした。しばらく時間をおいてから再度お試しください。');
  });

  it('logs each retry without the query string', async () => {
    provider.reply({ status: 500 });
    const warn = jest.fn();
    await client({ logger: { warn } }).request({ method: 'GET', path: '/translate', query: { key: 'secret-api-key' } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-api-key');
  });
});

describe('provider HTTP client: tokens', () => {
  it('refreshes once on 401 and replays with the new token', async () => {
    provider.reply({ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
    let token = 'old';
    const refreshAccessToken = jest.fn(async () => {
      token = 'new';
      return token;
    });
    const onTokenExpired = jest.fn();
    await expect(client({ getAccessToken: () => token, refreshAccessToken, onTokenExpired }).request({ method: 'GET', path: '/accounts' })).resolves.toEqual({ ok: true });
    expect(provider.seen.map((seen) => seen.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(onTokenExpired).not.toHaveBeenCalled();
  });

  it('calls onTokenExpired once and fails with token_expired when the refresh fails, even for concurrent calls', async () => {
    provider.reply({ status: 401 }, { status: 401 }, { status: 401 });
    // The refresh is held until all three 401s have reached the client, so they truly overlap.
    let unauthorized = 0;
    const countingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (response.status === 401) unauthorized += 1;
      return response;
    };
    const refreshAccessToken = jest.fn(async () => {
      while (unauthorized < 3) await new Promise((resolve) => setImmediate(resolve));
      throw new Error('invalid_grant');
    });
    const onTokenExpired = jest.fn();
    const yahoo = client({ provider: 'yahoo', fetch: countingFetch, refreshAccessToken, onTokenExpired });
    const errors = await Promise.all([1, 2, 3].map((n) => failureOf(yahoo.request({ method: 'GET', path: `/stores/${n}` }))));
    expect(errors.map((error) => error.code)).toEqual(['token_expired', 'token_expired', 'token_expired']);
    expect(errors[0].message).toBe('Yahoo!との連携の有効期限が切れました。連携管理から再度連携してください。');
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(onTokenExpired).toHaveBeenCalledWith(expect.objectContaining({ code: 'token_expired' }));
    expect(provider.seen).toHaveLength(3);
  });

  it('keeps the refreshed token for later attempts of the same request', async () => {
    provider.reply({ status: 401 }, { status: 503 });
    const requestWithStaleStore = client({ getAccessToken: () => 'old', refreshAccessToken: async () => 'new' }).request({ method: 'GET', path: '/a' });
    await expect(requestWithStaleStore).resolves.toEqual({ ok: true });
    expect(provider.seen.map((seen) => seen.headers.authorization)).toEqual(['Bearer old', 'Bearer new', 'Bearer new']);
  });

  it('fails with token_expired when the refreshed token is rejected too', async () => {
    provider.reply({ status: 401 }, { status: 401 });
    const onTokenExpired = jest.fn();
    const error = await failureOf(client({ refreshAccessToken: async () => 'new', onTokenExpired }).request({ method: 'GET', path: '/accounts' }));
    expect(error.code).toBe('token_expired');
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(provider.seen).toHaveLength(2);
  });

  it('treats a flaky token endpoint as transient, not as an expired linkage', async () => {
    provider.reply({ status: 401 });
    const onTokenExpired = jest.fn();
    const refreshAccessToken = jest.fn(async () => {
      throw new ProviderError({ provider: 'google', code: 'provider_unavailable', status: 503 });
    });
    const error = await failureOf(client({ maxAttempts: 1, refreshAccessToken, onTokenExpired }).request({ method: 'GET', path: '/accounts' }));
    expect(error.code).toBe('provider_unavailable');
    expect(onTokenExpired).not.toHaveBeenCalled();
  });
});

describe('a client keyed by the operator\'s API key', () => {
  it('reports a 401 as a rejected key naming the provider, never as an expired linkage, and does not refresh', async () => {
    provider.reply({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    const onTokenExpired = jest.fn();
    const refreshAccessToken = jest.fn(async () => 'new');
    const error = await failureOf(client({ provider: 'ai', credentials: 'api_key', getAccessToken: () => 'sk-wrong', refreshAccessToken, onTokenExpired }).request({ method: 'POST', path: '/chat/completions', body: {} }));
    expect(error.code).toBe('credentials_rejected');
    expect(error.message).toBe('AIのAPIキーが受け付けられませんでした。管理者に設定の確認を依頼してください。');
    expect(error.message).not.toContain('有効期限');
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(onTokenExpired).not.toHaveBeenCalled();
    expect(provider.seen).toHaveLength(1);
  });

  it("reads Google's 400 \"API key not valid\" as a rejected key, not as the user's input", async () => {
    provider.reply({ status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'API key not valid. Please pass a valid API key.', details: [{ reason: 'API_KEY_INVALID' }] } } });
    const error = await failureOf(client({ provider: 'places', credentials: 'api_key', getAccessToken: undefined }).request({ method: 'POST', path: '/places:searchText', isWrite: false, body: {} }));
    expect(error.code).toBe('credentials_rejected');
    expect(error.message).toContain('Google PlacesのAPIキー');
  });
});
