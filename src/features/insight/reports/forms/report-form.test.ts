import { syncComments, toReportRequest } from './report-form.mappers';
import { emptyReportValues, reportFormSchema, type ReportFormValues } from './report-form.schema';

const values = (overrides: Partial<ReportFormValues>): ReportFormValues => ({ ...emptyReportValues(), local_account_ids: ['g_1'], ...overrides });

const errorsOf = async (v: ReportFormValues) => {
  try {
    await reportFormSchema.validate(v, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('reportFormSchema period', () => {
  it('accepts neither day, or both in order within 19 months', async () => {
    expect(await errorsOf(values({}))).toEqual({});
    expect(await errorsOf(values({ start: '2025/01/01', end: '2026/07/31' }))).toEqual({});
    expect(await errorsOf(values({ start: '2025/01/15', end: '2025/01/15' }))).toEqual({});
  });
  it('puts each error on the field that fixes it', async () => {
    expect(await errorsOf(values({ start: '2025/01/01' }))).toEqual({ end: '開始日と終了日を両方入力してください' });
    expect(await errorsOf(values({ end: '2025/01/01' }))).toEqual({ start: '開始日と終了日を両方入力してください' });
    expect(await errorsOf(values({ start: '2025/02/30', end: '2025/03/01' }))).toEqual({ start: '形式が正しくありません' });
    expect(await errorsOf(values({ start: '2025/03/02', end: '2025/03/01' }))).toEqual({ end: '終了日は開始日以降の日付を入力してください' });
    expect(await errorsOf(values({ start: '2025/01/01', end: '2026/08/01' }))).toEqual({ end: '期間は19ヶ月以内で指定してください' });
  });
  it('limits a comment to 1000 characters', async () => {
    const comments = [{ local_account_id: 'g_1', comment: 'あ'.repeat(1001) }];
    expect(await errorsOf(values({ kind: 'client_report', comments }))).toEqual({ 'comments[0].comment': '1000文字以内で入力してください' });
  });
});

describe('toReportRequest', () => {
  it('sends comments only with the PDF, and only the chosen stores’', () => {
    const comments = [
      { local_account_id: 'g_1', comment: 'a' },
      { local_account_id: 'g_9', comment: 'b' },
    ];
    expect(toReportRequest(values({ kind: 'client_report', comments }))).toEqual({
      endpoint: 'insight',
      body: { format: 'pdf', local_account_ids: ['g_1'], comments: [{ local_account_id: 'g_1', comment: 'a' }] },
    });
    expect(toReportRequest(values({ comments, start: '2025/01/01', end: '2025/02/01' }))).toEqual({
      endpoint: 'insight',
      body: { format: 'xlsx', local_account_ids: ['g_1'], start: '2025/01/01', end: '2025/02/01' },
    });
    expect(toReportRequest(values({ kind: 'yahoo_report', local_account_ids: ['y_2'] }))).toEqual({ endpoint: 'yahoo', body: { local_account_ids: ['y_2'] } });
  });
});

describe('syncComments', () => {
  it('keeps typed text, offers each kept comment once and follows the chosen stores', () => {
    const prefilled = new Set<string>();
    const kept = new Map([['g_1', '前回']]);
    const first = syncComments([], ['g_1', 'g_2'], new Map(), prefilled);
    expect(first).toEqual([
      { local_account_id: 'g_1', comment: '' },
      { local_account_id: 'g_2', comment: '' },
    ]);
    const typed = [first[0]!, { local_account_id: 'g_2', comment: '入力中' }];
    expect(syncComments(typed, ['g_1', 'g_2'], kept, prefilled)).toEqual([
      { local_account_id: 'g_1', comment: '前回' },
      { local_account_id: 'g_2', comment: '入力中' },
    ]);
    // Cleared by the user after the offer: stays cleared.
    expect(syncComments([{ local_account_id: 'g_1', comment: '' }], ['g_1'], kept, prefilled)).toEqual([{ local_account_id: 'g_1', comment: '' }]);
  });
});
