import { buildSeedData } from './seed';
import { SEED_ACCOUNTS } from './seed-stores';

const now = new Date('2026-11-21T03:00:00.000Z');
const BASE = 'http://emulator.test';

describe('Google emulator seed', () => {
  it('is deterministic: two builds give identical data, a later time on the same day too', () => {
    const first = buildSeedData(20_260_401, now, BASE);
    const second = buildSeedData(20_260_401, new Date('2026-11-21T22:00:00.000Z'), BASE);
    expect([...second.reviews.entries()]).toEqual([...first.reviews.entries()]);
    expect(second.locations).toEqual(first.locations);
    expect(second.accounts).toEqual(first.accounts);
    const other = buildSeedData(7, now, BASE);
    expect(other.locations[0].id).not.toBe(first.locations[0].id);
  });

  it('seeds both accounts with their stores and 20–60 varied reviews each over 18 months', () => {
    const data = buildSeedData(20_260_401, now, BASE);
    expect(data.accounts.map((a) => a.accountName)).toEqual(SEED_ACCOUNTS.map((a) => a.accountName));
    expect(data.locations.map((l) => l.data.storeCode)).toEqual(['DF-001', 'DF-002', 'DF-003', 'DF-004', 'DF-005', 'PT-001', 'PT-002', 'PT-003']);
    expect(data.locations.slice(5).every((l) => l.accountId === data.accounts[1].name.split('/')[1])).toBe(true);
    const all = [...data.reviews.values()].flat();
    for (const reviews of data.reviews.values()) {
      expect(reviews.length).toBeGreaterThanOrEqual(20);
      expect(reviews.length).toBeLessThanOrEqual(60);
    }
    const ratings = new Set(all.map((r) => r.starRating));
    expect(ratings).toEqual(new Set(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']));
    expect(all.some((r) => r.reviewReply)).toBe(true);
    expect(all.some((r) => !r.reviewReply)).toBe(true);
    expect(all.some((r) => r.reviewer.isAnonymous)).toBe(true);
    expect(all.some((r) => r.comment === undefined)).toBe(true);
    expect(all.some((r) => r.comment !== undefined && /^[\x20-\x7e]+$/.test(r.comment))).toBe(true);
    expect(all.some((r) => r.comment !== undefined && /[服务环境]/.test(r.comment))).toBe(true);
    const oldest = Math.min(...all.map((r) => Date.parse(r.createTime)));
    expect(now.getTime() - oldest).toBeGreaterThan(300 * 86_400_000);
    expect(now.getTime() - oldest).toBeLessThanOrEqual(541 * 86_400_000);
    for (const review of all) {
      expect(Date.parse(review.updateTime)).toBeGreaterThanOrEqual(Date.parse(review.createTime));
      if (review.reviewReply) expect(Date.parse(review.reviewReply.updateTime)).toBeGreaterThanOrEqual(Date.parse(review.createTime));
    }
  });
});
