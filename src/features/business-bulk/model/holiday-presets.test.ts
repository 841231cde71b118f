import { newYearPreset, obonPreset } from './holiday-presets';

describe('holiday presets (Asia/Tokyo)', () => {
  it('offers the end of this year from January 4th on', () => {
    const preset = newYearPreset(new Date('2026-11-25T10:00:00Z'));
    expect([preset.from, preset.to]).toEqual(['2026/12/29', '2027/01/03']);
    expect(preset.entries.map((e) => e.date)).toEqual(['2026/12/29', '2026/12/30', '2026/12/31', '2027/01/01', '2027/01/02', '2027/01/03']);
    expect(preset.entries.every((e) => e.closed && e.open === null && e.close === null)).toBe(true);
  });

  it('keeps the holidays under way up to January 3rd, in Tokyo time', () => {
    // 14:00 UTC on January 3rd is 23:00 in Tokyo; an hour later it is January 4th there.
    expect(newYearPreset(new Date('2027-01-03T14:00:00Z')).from).toBe('2026/12/29');
    expect(newYearPreset(new Date('2027-01-03T15:00:00Z')).from).toBe('2027/12/29');
    // 2026-12-31 16:00 UTC is New Year's Day in Tokyo: still the same holidays.
    expect(newYearPreset(new Date('2026-12-31T16:00:00Z')).to).toBe('2027/01/03');
  });

  it('offers the coming お盆', () => {
    expect(obonPreset(new Date('2026-08-16T10:00:00Z')).from).toBe('2026/08/13');
    expect(obonPreset(new Date('2026-11-25T10:00:00Z')).entries.map((e) => e.date)).toEqual(['2027/08/13', '2027/08/14', '2027/08/15', '2027/08/16']);
  });
});
