import { File as NodeFile } from 'node:buffer';
import { emptyMediaPost, mediaPostSchema } from './media-post.schema';

const errorsOf = async (values: object, now = new Date('2026-11-25T00:00:00Z')) => {
  try {
    await mediaPostSchema(() => now).validate({ ...emptyMediaPost, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // Formik shows the first message of each field.
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
};

// Node's File: the Blob of this test environment (jsdom's File is not one under jest-fixed-jsdom).
const photo = (bytes: number) => new NodeFile([new Uint8Array(bytes)], 'a.jpg', { type: 'image/jpeg' });

describe('mediaPostSchema', () => {
  it('asks for the file, the category and the stores', async () => {
    expect(await errorsOf({})).toEqual({ file: '選択してください', category: '選択してください', local_account_ids: '投稿先の店舗を選択してください' });
  });

  it('checks a photo size before anything else', async () => {
    expect(await errorsOf({ file: photo(6 * 1024 * 1024), category: 'COVER', local_account_ids: ['g_1'] })).toEqual({ file: '写真のファイルサイズは5MB以下にしてください' });
    expect(await errorsOf({ file: photo(1024), category: 'COVER', local_account_ids: ['g_1'] })).toEqual({ file: '写真のファイルサイズは10KB以上にしてください' });
  });

  it('wants a scheduled time in the future and within a year (Tokyo)', async () => {
    const base = { file: null, category: 'COVER', local_account_ids: ['g_1'], timing: 'scheduled' };
    // 2026-11-25T00:00Z is 09:00 in Tokyo.
    expect((await errorsOf({ ...base, scheduled_date: '2026/11/25', scheduled_time: '08:59' })).scheduled_date).toBe('投稿日時は現在より後の日時を指定してください');
    expect((await errorsOf({ ...base, scheduled_date: '2026/11/25', scheduled_time: '09:01' })).scheduled_date).toBeUndefined();
    expect((await errorsOf({ ...base, scheduled_date: '2027/11/26', scheduled_time: '09:00' })).scheduled_date).toBe('投稿日時は1年以内の日時を指定してください');
    expect(await errorsOf({ ...base, scheduled_date: '', scheduled_time: '' })).toMatchObject({ scheduled_date: '選択してください', scheduled_time: '選択してください' });
    expect((await errorsOf({ ...base, scheduled_date: '2026/02/30', scheduled_time: '10:00' })).scheduled_date).toBe('形式が正しくありません');
    expect((await errorsOf({ ...base, timing: 'now', scheduled_date: '2020/01/01', scheduled_time: '' })).scheduled_date).toBeUndefined();
  });
});
