import type { FakeClock } from './provider-clock';
import { prefixRateLimits, type RateLimiter, type RateLimitResolver } from './rate-limiter';

/**
 * The order in which a limiter admits its callers, which the in-process limiter and the shared one (one quota for
 * every process) must keep alike: each scenario names its limits, runs its callers and says the order expected,
 * as `label@admitted-at-ms` on a fake clock starting at 0.
 */
export interface OrderScenario {
  name: string;
  limits: RateLimitResolver;
  run(limiter: RateLimiter, clock: FakeClock): Promise<string[]>;
  expected: string[];
}

/** Two project calls a second, one edit a second per profile. */
export const orderLimits = prefixRateLimits({ 'p:': { limit: 2, windowMs: 1_000 }, 'e:': { limit: 1, windowMs: 1_000 } });

const admitted = (order: string[], label: string, clock: FakeClock) => () => void order.push(`${label}@${clock.now()}`);

export const orderScenarios: OrderScenario[] = [
  {
    name: 'serves callers of one key first in, first out, each as soon as the window allows',
    limits: orderLimits,
    run: async (limiter, clock) => {
      const order: string[] = [];
      await Promise.all(['a', 'b', 'c', 'd', 'e'].map((label) => limiter.acquire(['p:x']).then(admitted(order, label, clock))));
      return order;
    },
    expected: ['a@0', 'b@0', 'c@1001', 'd@1001', 'e@2002'],
  },
  {
    name: 'lets reads pass an edit that waits for its profile quota',
    limits: prefixRateLimits({ 'p:': { limit: 100, windowMs: 1_000 }, 'e:': { limit: 1, windowMs: 1_000 } }),
    run: async (limiter, clock) => {
      const order: string[] = [];
      await Promise.all([
        limiter.acquire(['p:x', 'e:A']).then(admitted(order, 'edit1', clock)),
        limiter.acquire(['p:x', 'e:A']).then(admitted(order, 'edit2', clock)),
        limiter.acquire(['p:x']).then(admitted(order, 'read', clock)),
      ]);
      return order;
    },
    expected: ['edit1@0', 'read@0', 'edit2@1001'],
  },
  {
    name: 'never lets a later caller overtake an earlier one on the key it waits for',
    limits: orderLimits,
    run: async (limiter, clock) => {
      await limiter.acquire(['p:x']);
      await limiter.acquire(['p:x']);
      const order: string[] = [];
      await Promise.all([
        limiter.acquire(['p:x', 'e:A']).then(admitted(order, 'edit', clock)),
        limiter.acquire(['p:x']).then(admitted(order, 'read1', clock)),
        limiter.acquire(['p:x']).then(admitted(order, 'read2', clock)),
      ]);
      return order;
    },
    expected: ['edit@1001', 'read1@1001', 'read2@2002'],
  },
];
