import { emptyListing, type BusinessListing } from '../../../../src/shared/business/listing';
import { applyBulkChanges, planStore, touchedFields, type BulkTarget } from './bulk-plan';
import { isValidDate } from './bulk-rules';
import { writableFields } from './listing-reflection.service';

const listing = (patch: Partial<BusinessListing> = {}): BusinessListing => ({
  ...emptyListing(),
  name: 'デモ食堂 渋谷店',
  regular_hours: [{ day: 'MON', open: '11:00', close: '22:00' }],
  special_hours: [
    { date: '2026/12/31', closed: false, open: '11:00', close: '18:00' },
    { date: '2027/01/01', closed: true, open: null, close: null },
  ],
  description: '駅前の定食屋です。',
  attributes: [{ key: 'wi_fi', value: true }],
  ...patch,
});

const google: BulkTarget = { localAccountId: 1, provider: 'google', linked: true };
const yahoo: BulkTarget = { localAccountId: 2, provider: 'yahoo', linked: true };
const newYear = [
  { date: '2027/01/01', closed: false, open: '10:00', close: '15:00' },
  { date: '2027/01/02', closed: true, open: '09:00', close: '10:00' },
];

describe('applyBulkChanges', () => {
  it('merges special hours by date, keeping the other days, in date order; a closed day loses its times', () => {
    const next = applyBulkChanges(listing(), { special_hours: { mode: 'merge', entries: newYear } });
    expect(next.special_hours).toEqual([
      { date: '2026/12/31', closed: false, open: '11:00', close: '18:00' },
      { date: '2027/01/01', closed: false, open: '10:00', close: '15:00' },
      { date: '2027/01/02', closed: true, open: null, close: null },
    ]);
  });

  it('replaces the whole special hours list in replace mode', () => {
    const next = applyBulkChanges(listing(), { special_hours: { mode: 'replace', entries: newYear.slice(0, 1) } });
    expect(next.special_hours).toEqual([{ date: '2027/01/01', closed: false, open: '10:00', close: '15:00' }]);
  });

  it('appends a description sentence on a new line, or replaces it', () => {
    expect(applyBulkChanges(listing(), { description: { mode: 'append', text: '年末年始は短縮営業です。' } }).description).toBe('駅前の定食屋です。\n年末年始は短縮営業です。');
    expect(applyBulkChanges(listing({ description: '  ' }), { description: { mode: 'append', text: '新規' } }).description).toBe('新規');
    expect(applyBulkChanges(listing(), { description: { mode: 'replace', text: '新しい説明' } }).description).toBe('新しい説明');
  });

  it('sets the given attributes and keeps the others; clears website and opening date with null', () => {
    const next = applyBulkChanges(listing({ website: 'https://a.example.jp', opening_date: '2020/04/01' }), {
      attributes: [{ key: 'wi_fi', value: false }, { key: 'parking', value: true }],
      website: null,
      opening_date: null,
    });
    expect(next.attributes).toEqual([{ key: 'wi_fi', value: false }, { key: 'parking', value: true }]);
    expect(next.website).toBeNull();
    expect(next.opening_date).toBeNull();
    expect(next.description).toBe('駅前の定食屋です。');
  });

  it('names the fields an edit sets', () => {
    expect(touchedFields({ description: { mode: 'append', text: 'a' }, website: null, special_hours: { mode: 'merge', entries: [] } })).toEqual(['website', 'special_hours', 'description']);
  });
});

describe('planStore', () => {
  it('sends each provider only the changed fields it carries, with their values before and after', () => {
    const state = { record: listing(), providerVersions: {} };
    const plan = planStore(state, [google, yahoo], { special_hours: { mode: 'merge', entries: newYear }, hours_note: 'ラストオーダー21:30', attributes: [{ key: 'parking', value: true }] });
    expect(plan.saveRecord).toBe(true);
    const [g, y] = plan.lines;
    // Exactly what the reflection writes to Google (listing-reflection.service decides whether attributes are).
    expect(g).toMatchObject({ provider: 'google', fields: writableFields('google', ['special_hours', 'attributes']), skippedReason: null });
    expect(y).toMatchObject({ provider: 'yahoo', fields: ['special_hours', 'hours_note'], skippedReason: null });
    expect(y.before).toEqual({ special_hours: listing().special_hours, hours_note: null });
    expect(y.after).toEqual({ special_hours: plan.next.special_hours, hours_note: 'ラストオーダー21:30' });
  });

  it('compares with the provider’s current version: a value it already shows is not sent, one it lacks is', () => {
    const record = listing({ website: 'https://demo.example.jp' });
    const plan = planStore({ record, providerVersions: { google: record, yahoo: listing({ website: null }) } }, [google, yahoo], { website: 'https://demo.example.jp' });
    expect(plan.lines.map((l) => l.fields)).toEqual([[], ['website']]);
    expect(plan.lines[1].before).toEqual({ website: null });
    expect(plan.saveRecord).toBe(false);
  });

  it('skips an unlinked account, a provider without the field, and a rule the result breaks, in Japanese', () => {
    const plan = planStore({ record: listing(), providerVersions: {} }, [{ ...google, linked: false }, yahoo], { attributes: [{ key: 'parking', value: true }] });
    expect(plan.lines.map((l) => l.skippedReason)).toEqual(['連携されていないため送信しません', 'Yahoo!プレイスはこの項目に対応していないため送信しません']);
    expect(plan.saveRecord).toBe(false);
    const note = planStore({ record: listing(), providerVersions: {} }, [google], { hours_note: 'ラストオーダー21:30' });
    expect(note.lines[0].skippedReason).toBe('Googleはこの項目に対応していないため送信しません');

    const noHours = planStore({ record: listing({ regular_hours: [] }), providerVersions: {} }, [google, yahoo], { special_hours: { mode: 'merge', entries: newYear } });
    expect(noHours.lines[0].skippedReason).toBe('Googleは通常の営業時間が未登録の店舗に特別営業時間を登録できません');
    expect(noHours.lines[1]).toMatchObject({ skippedReason: null, fields: ['special_hours'] });
    expect(noHours.saveRecord).toBe(true);

    const late = planStore({ record: listing(), providerVersions: {} }, [google, yahoo], { special_hours: { mode: 'merge', entries: [{ date: '2026/12/31', closed: false, open: '18:00', close: '30:30' }] } });
    expect(late.lines[0].skippedReason).toBeNull();
    expect(late.lines[1].skippedReason).toBe('Yahoo!プレイスの営業時間: 0:00〜翌6:00の範囲で入力してください');
  });

  it('refuses forbidden characters and line breaks where the field is one line', () => {
    const plan = planStore({ record: listing(), providerVersions: {} }, [yahoo], { hours_note: 'LO\n21:30' });
    expect(plan.lines[0].skippedReason).toBe('営業時間の備考: 改行は入力できません');
    const quoted = planStore({ record: listing(), providerVersions: {} }, [google], { description: { mode: 'append', text: '《年末》' } });
    expect(quoted.lines[0].skippedReason).toBe('ビジネスの説明: < > ’ " & ¥ 《 》 は使用できません');
  });

  it('knows calendar dates', () => {
    expect(isValidDate('2028/02/29')).toBe(true);
    expect(isValidDate('2027/02/29')).toBe(false);
    expect(isValidDate('2027-01-01')).toBe(false);
  });
});
