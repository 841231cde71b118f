import { FakeClock } from './provider-clock';
import { createProviderHttpClient } from './provider-http-client';
import { createRateLimiter, GOOGLE_RATE_LIMITS, googleLimitKeys, maxCallsInWindow, prefixRateLimits } from './rate-limiter';

const MINUTE = 60_000;

interface Call {
  at: number;
  callId: string;
  method: string;
  location: string | undefined;
  status: number;
}

/**
 * The "provider limits" bar end to end: callers hammer Google through the real client for
 * simulated minutes; every HTTP call that leaves the client is timed on the fake clock, retries
 * included, and Google's own counter occasionally answers 429 regardless.
 */
describe('Google quotas through the provider HTTP client', () => {
  it('keeps ≤ 300 calls per 60 s and ≤ 10 edits per profile per 60 s, honours Retry-After, and completes every call', async () => {
    const clock = new FakeClock({ start: Date.UTC(2026, 0, 5, 0, 0, 0) });
    const start = clock.now();
    const calls: Call[] = [];
    const fakeGoogle: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      const location = /\/locations\/(loc-\d)/.exec(url.pathname)?.[1];
      const status = calls.length % 40 === 39 ? 429 : 200;
      calls.push({ at: clock.now() - start, callId: headers.get('x-call-id') ?? '', method: init?.method ?? 'GET', location, status });
      if (status === 429) {
        return new Response(JSON.stringify({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }), { status, headers: { 'retry-after': '1' } });
      }
      return new Response(JSON.stringify({ name: url.pathname }), { status, headers: { 'content-type': 'application/json' } });
    };
    const google = createProviderHttpClient({
      provider: 'google',
      baseUrl: 'https://mybusiness.googleapis.com/v4',
      fetch: fakeGoogle,
      clock,
      limiter: createRateLimiter({ clock, limits: prefixRateLimits(GOOGLE_RATE_LIMITS) }),
      limitKeys: googleLimitKeys.read(),
      random: () => 0.5,
      getAccessToken: () => 'token',
    });

    const requests: Promise<unknown>[] = [];
    for (let index = 0; index < 2_200; index += 1) {
      const location = `loc-${index % 5}`;
      const callId = `call-${index}`;
      const isEdit = index % 11 === 10;
      requests.push(
        isEdit
          ? google.request({
              method: 'PATCH',
              path: `/accounts/1/locations/${location}`,
              query: { updateMask: 'profile.description' },
              body: { profile: { description: `説明 ${index}` } },
              headers: { 'x-call-id': callId },
              limitKeys: googleLimitKeys.edit(location),
              idempotencyKey: `edit-${index}`,
            })
          : google.request({ method: 'GET', path: `/accounts/1/locations/${location}/reviews`, headers: { 'x-call-id': callId } }),
      );
    }
    const results = await Promise.allSettled(requests);

    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(0);
    const rateLimited = calls.filter((call) => call.status === 429);
    expect(rateLimited.length).toBeGreaterThan(50);
    expect(calls).toHaveLength(2_200 + rateLimited.length);

    expect(maxCallsInWindow(calls.map((call) => call.at), MINUTE)).toBeLessThanOrEqual(300);
    for (const location of ['loc-0', 'loc-1', 'loc-2', 'loc-3', 'loc-4']) {
      const edits = calls.filter((call) => call.method === 'PATCH' && call.location === location);
      expect(edits.length).toBeGreaterThanOrEqual(40);
      expect(maxCallsInWindow(edits.map((call) => call.at), MINUTE)).toBeLessThanOrEqual(10);
    }

    // Each 429 was answered no sooner than the Retry-After of one second.
    for (const refused of rateLimited) {
      const next = calls.find((call) => call.callId === refused.callId && call.at > refused.at);
      expect(next).toBeDefined();
      expect((next?.at ?? 0) - refused.at).toBeGreaterThanOrEqual(1_000);
    }

    // Throughput stays at the quota: the whole load (plus retries) fits in ⌈calls / 300⌉ minutes.
    const lastCall = Math.max(...calls.map((call) => call.at));
    expect(lastCall).toBeLessThan(Math.ceil(calls.length / 300) * MINUTE + 1_000);
    expect(lastCall).toBeLessThan(10 * MINUTE);
    // Thousands of fake-clock timers, each fired through its own setImmediate: 4 s here, over 30 s on CI while the
    // argon2 tests beside it held both cores (CI of 2026-11-27). The bound is for a hang, not for speed.
  }, 120_000);
});
