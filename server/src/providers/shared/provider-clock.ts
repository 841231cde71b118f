/**
 * Time as the provider layer sees it: milliseconds since the epoch and a way to wait.
 * Rate limiting and backoff only ever wait through this interface, so tests can replay
 * minutes of traffic in milliseconds. (The app-wide `Clock` in `server/src/clock.ts`
 * answers dates and cannot wait, hence a separate, smaller contract here.)
 */
export interface ProviderClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** Alias so call sites can say `Clock` inside the provider layer. */
export type Clock = ProviderClock;

export const systemProviderClock: ProviderClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

interface Timer {
  due: number;
  seq: number;
  resolve: () => void;
}

export interface FakeClockOptions {
  /** Virtual start time in epoch milliseconds. */
  start?: number;
  /**
   * When true (default) the clock jumps to the next timer as soon as the process has nothing
   * else to do, so code that sleeps simply runs to completion in virtual time.
   */
  autoAdvance?: boolean;
}

/**
 * Virtual time for tests. Timers fire strictly in (due time, creation order), one at a time,
 * and every continuation of one timer settles before the next fires, so runs are reproducible.
 */
export class FakeClock implements ProviderClock {
  private current: number;
  private seq = 0;
  private readonly timers: Timer[] = [];
  private readonly autoAdvance: boolean;
  private tickScheduled = false;

  constructor(options: FakeClockOptions = {}) {
    this.current = options.start ?? Date.UTC(2026, 0, 5, 0, 0, 0);
    this.autoAdvance = options.autoAdvance ?? true;
  }

  now(): number {
    return this.current;
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer: Timer = { due: this.current + Math.max(0, ms), seq: this.seq++, resolve };
      // Insertion keeps the list sorted; timers are few at a time, so a linear scan from the end is cheap.
      let index = this.timers.length;
      while (index > 0 && this.isAfter(this.timers[index - 1], timer)) index -= 1;
      this.timers.splice(index, 0, timer);
      this.scheduleTick();
    });
  }

  /** Moves time forward by `ms`, firing every timer due on the way in order. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    while (this.timers.length > 0 && this.timers[0].due <= target) {
      this.fireNext();
      await settle();
    }
    this.current = Math.max(this.current, target);
  }

  /** Fires timers (including ones created meanwhile) until none remain. */
  async runAll(): Promise<void> {
    while (this.timers.length > 0) {
      this.fireNext();
      await settle();
    }
  }

  private isAfter(a: Timer, b: Timer): boolean {
    return a.due > b.due || (a.due === b.due && a.seq > b.seq);
  }

  private fireNext(): void {
    const timer = this.timers.shift();
    if (!timer) return;
    this.current = Math.max(this.current, timer.due);
    timer.resolve();
  }

  private scheduleTick(): void {
    if (!this.autoAdvance || this.tickScheduled) return;
    this.tickScheduled = true;
    // setImmediate runs after pending promise continuations have drained, i.e. once every
    // caller that could still register a timer for "now" has done so.
    setImmediate(() => {
      this.tickScheduled = false;
      this.fireNext();
      if (this.timers.length > 0) this.scheduleTick();
    });
  }
}

/** Lets promise continuations (and a round of immediates) run before the next timer fires. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
