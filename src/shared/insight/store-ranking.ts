// Store rankings and changes, shared by the analysis API, the reports and the screens.

/**
 * Competition ranking, highest first: equal values share a rank and the next rank skips (100, 80, 80, 50 → 1, 2, 2, 4).
 * A null value (no data) ranks after every number and gets no rank.
 */
export function competitionRanks(values: readonly (number | null)[]): (number | null)[] {
  const ranked = values.filter((v): v is number => v !== null).sort((a, b) => b - a);
  const firstIndex = new Map<number, number>();
  ranked.forEach((value, index) => {
    if (!firstIndex.has(value)) firstIndex.set(value, index + 1);
  });
  return values.map((value) => (value === null ? null : (firstIndex.get(value) ?? null)));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Percent change, one decimal; null when there is nothing to compare with (previous 0 or unknown). */
export function changeRate(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return round1(((value - previous) / previous) * 100);
}

/** A rating's change is the difference in points (4.2 → 4.5 is +0.3), one decimal. */
export function ratingChange(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null) return null;
  return round1(value - previous);
}
