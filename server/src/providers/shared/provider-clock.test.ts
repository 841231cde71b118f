import { FakeClock, systemProviderClock } from './provider-clock';

describe('FakeClock', () => {
  it('jumps to each timer in due order, ties in creation order, without real waiting', async () => {
    const clock = new FakeClock({ start: 1_000 });
    const fired: string[] = [];
    const track = (label: string, ms: number) => clock.sleep(ms).then(() => fired.push(`${label}@${clock.now()}`));
    const started = Date.now();
    await Promise.all([track('c', 60_000), track('a', 10), track('b1', 5_000), track('b2', 5_000), track('zero', 0)]);
    expect(fired).toEqual(['zero@1000', 'a@1010', 'b1@6000', 'b2@6000', 'c@61000']);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('lets a continuation register a sooner timer before a later one fires', async () => {
    const clock = new FakeClock({ start: 0 });
    const fired: number[] = [];
    const late = clock.sleep(1_000).then(() => fired.push(clock.now()));
    await clock.sleep(10);
    await clock.sleep(10).then(() => fired.push(clock.now()));
    await late;
    expect(fired).toEqual([20, 1_000]);
  });

  it('is driven by hand when auto-advance is off', async () => {
    const clock = new FakeClock({ start: 0, autoAdvance: false });
    let done = false;
    void clock.sleep(500).then(() => {
      done = true;
    });
    await clock.advance(499);
    expect(done).toBe(false);
    expect(clock.now()).toBe(499);
    await clock.advance(1);
    expect(done).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('systemProviderClock', () => {
  it('reports epoch milliseconds and really sleeps', async () => {
    const before = systemProviderClock.now();
    await systemProviderClock.sleep(5);
    expect(systemProviderClock.now() - before).toBeGreaterThanOrEqual(4);
  });
});
