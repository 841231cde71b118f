import { scheduleFormSchema, toScheduleRequest, toScheduleValues } from './schedule-form.schema';

const valid = { enabled: true, day_of_month: 5, recipients: ['owner@example.jp'], kinds: ['insight_report' as const] };

describe('scheduleFormSchema', () => {
  it('accepts a complete delivery, and an empty one that is off', async () => {
    await expect(scheduleFormSchema.validate(valid)).resolves.toBeTruthy();
    await expect(scheduleFormSchema.validate({ ...valid, enabled: false, recipients: [''], kinds: [] })).resolves.toBeTruthy();
  });
  it('refuses a day outside 1–28, a malformed address, and an enabled delivery with nobody or nothing to send', async () => {
    await expect(scheduleFormSchema.validateAt('day_of_month', { ...valid, day_of_month: 29 })).rejects.toThrow('1〜28の範囲で入力してください');
    await expect(scheduleFormSchema.validateAt('recipients', { ...valid, recipients: ['x@'] })).rejects.toThrow('形式が正しくありません');
    await expect(scheduleFormSchema.validateAt('recipients', { ...valid, recipients: [''] })).rejects.toThrow('送信先を1件以上追加してください');
    await expect(scheduleFormSchema.validateAt('kinds', { ...valid, kinds: [] })).rejects.toThrow('送信するレポートを選択してください');
  });
});

describe('schedule mappers', () => {
  it('starts with one blank row and sends trimmed addresses without blanks', () => {
    expect(toScheduleValues({ ...valid, recipients: [], last_sent_month: null }).recipients).toEqual(['']);
    expect(toScheduleRequest({ ...valid, recipients: [' a@example.jp ', ''] })).toEqual({ ...valid, recipients: ['a@example.jp'] });
  });
});
