// A small seeded PRNG (mulberry32) so the seed data is identical on every build; Math.random would make
// screenshots, tests and demos drift between runs.
export interface Prng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  chars(alphabet: string, length: number): string;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)],
    chance: (probability: number): boolean => next() < probability,
    chars: (alphabet: string, length: number): string =>
      Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
  };
}
