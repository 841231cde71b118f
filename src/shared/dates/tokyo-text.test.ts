import { DateTime } from 'luxon';
import { TOKYO } from './zone';
import { fromTokyoText } from './tokyo-text';

describe('fromTokyoText', () => {
  it.each(['2026/11/27 09:05', '2026/11/27', '2026/11', '2024/02/29 23:59', '2026/01/01 00:00'])('reads %s as luxon fromFormat does', (text) => {
    const format = text.length === 16 ? 'yyyy/MM/dd HH:mm' : text.length === 10 ? 'yyyy/MM/dd' : 'yyyy/MM';
    const expected = DateTime.fromFormat(text, format, { zone: TOKYO });
    const read = fromTokyoText(text);
    expect(read?.toISO()).toBe(expected.toISO());
    expect(read?.toMillis()).toBe(expected.toMillis());
  });

  it('is invalid for an impossible date, and null for text of another shape', () => {
    expect(fromTokyoText('2026/02/30')?.isValid).toBe(false);
    expect(fromTokyoText('2026/13')?.isValid).toBe(false);
    expect(fromTokyoText('2026/11/27 24:30')?.isValid).toBe(false);
    for (const text of ['2026-11-27', '2026/1/5', '2026/11/27 9:05', '2026/11/27T09:05', ' 2026/11/27', '']) expect(fromTokyoText(text)).toBeNull();
  });
});
