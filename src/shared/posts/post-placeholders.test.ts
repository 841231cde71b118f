import { DateTime } from 'luxon';
import { expandPostPlaceholders, placeholdersIn, POST_PLACEHOLDERS } from './post-placeholders';

const at = (text: string) => DateTime.fromFormat(text, 'yyyy/MM/dd HH:mm', { zone: 'Asia/Tokyo' }).toJSDate();

describe('post placeholders', () => {
  it('fills the store name and the Tokyo date, weekday and time of publication', () => {
    const text = '{店舗名}より{年}年{月}月{日}日({曜日}) {時}:{分}のお知らせ。{店舗名}でお待ちしています';
    expect(expandPostPlaceholders(text, { storeName: 'デモ食堂 渋谷店', at: at('2026/03/09 08:05') })).toBe(
      'デモ食堂 渋谷店より2026年3月9日(月) 08:05のお知らせ。デモ食堂 渋谷店でお待ちしています',
    );
  });

  it('reads the day in Tokyo, not in UTC (Sunday 00:30 in Tokyo is Saturday in UTC)', () => {
    expect(expandPostPlaceholders('{曜日}曜日 {日}日', { storeName: '', at: new Date('2026-03-07T15:30:00Z') })).toBe('日曜日 8日');
  });

  it('leaves other braces alone and lists the placeholders used', () => {
    expect(expandPostPlaceholders('{不明} {店舗名}', { storeName: 'A', at: at('2026/01/01 00:00') })).toBe('{不明} A');
    expect(placeholdersIn('{年}{月}{年}')).toEqual([POST_PLACEHOLDERS.year, POST_PLACEHOLDERS.month]);
  });
});
