import { createGoogleLimiter } from './registry';
import { FakeClock } from './shared/provider-clock';
import { googleLimitKeys, maxCallsInWindow, searchLimitKeys } from './shared/rate-limiter';

const MINUTE = 60_000;

describe("the server's Google limiter", () => {
  it('sends at most 300 calls in any 61 s, so a call Google counts up to a second late never makes 301 in its minute', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createGoogleLimiter(clock);
    const sentAt: number[] = [];
    for (let call = 0; call < 900; call += 1) {
      await limiter.acquire(call % 3 === 0 ? googleLimitKeys.edit(`loc-${call % 90}`) : googleLimitKeys.read());
      sentAt.push(clock.now());
    }
    expect(maxCallsInWindow(sentAt, MINUTE + 1_000)).toBe(300);
    expect(sentAt[300]).toBe(MINUTE + 1_001);
    // The last call of each burst reaches Google 999 ms after it was sent: the next burst still falls outside its minute.
    const countedAt = sentAt.map((at, index) => (index % 300 === 299 ? at + 999 : at));
    expect(maxCallsInWindow(countedAt, MINUTE)).toBeLessThanOrEqual(300);
  });

  it("keeps Google's own 10 edits a minute per profile", async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createGoogleLimiter(clock);
    for (let edit = 0; edit < 10; edit += 1) await limiter.acquire(googleLimitKeys.edit('loc-1'));
    await limiter.acquire(googleLimitKeys.edit('loc-1'));
    expect(clock.now()).toBe(MINUTE + 1);
  });

  it('keeps the rank searches to their own budgets in the same limiter: Places 600 per method, YOLP 300, per 61 s', async () => {
    const clock = new FakeClock({ start: 0 });
    const limiter = createGoogleLimiter(clock);
    const sent: Record<string, number[]> = { search: [], details: [], yolp: [], google: [] };
    for (let call = 0; call < 1200; call += 1) {
      await limiter.acquire(searchLimitKeys.placesSearch);
      sent.search.push(clock.now());
    }
    expect(maxCallsInWindow(sent.search, MINUTE + 1_000)).toBe(600);
    expect(sent.search[600]).toBe(MINUTE + 1_001);
    // Other methods and providers were never held up by the searches' full window.
    const before = clock.now();
    await limiter.acquire(searchLimitKeys.placesDetails);
    await limiter.acquire(googleLimitKeys.read());
    expect(clock.now()).toBe(before);
    for (let call = 0; call < 600; call += 1) {
      await limiter.acquire(searchLimitKeys.yolp);
      sent.yolp.push(clock.now());
    }
    expect(maxCallsInWindow(sent.yolp, MINUTE + 1_000)).toBe(300);
  });
});
