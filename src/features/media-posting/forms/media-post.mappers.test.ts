import { File as NodeFile } from 'node:buffer';
import { toCreateRequest, toFormErrors } from './media-post.mappers';
import { emptyMediaPost } from './media-post.schema';

const file = new NodeFile([new Uint8Array(4)], 'a.jpg', { type: 'image/jpeg' }) as unknown as File;

describe('media post mappers', () => {
  it('sends scheduled_at only for a scheduled post and a description only when written', () => {
    const base = { ...emptyMediaPost, file, category: 'COVER' as const, local_account_ids: ['g_1', 'g_2'], scheduled_date: '2026/12/01', scheduled_time: '09:30' };
    expect(toCreateRequest({ ...base, description: '  ' })).toEqual({ file, category: 'COVER', local_account_ids: ['g_1', 'g_2'] });
    expect(toCreateRequest({ ...base, timing: 'scheduled', description: ' 新メニュー ' })).toEqual({
      file,
      category: 'COVER',
      local_account_ids: ['g_1', 'g_2'],
      description: '新メニュー',
      scheduled_at: '2026/12/01 09:30',
    });
  });

  it('moves the schedule and per-store errors onto the form fields', () => {
    const error = { status: 422, data: { message: '入力内容に誤りがあります', errors: { scheduled_at: ['過去'], 'local_account_ids.0': ['A'], 'local_account_ids.3': ['B'], file: ['F'] } } };
    expect(toFormErrors(error)).toEqual({
      status: 422,
      data: { message: '入力内容に誤りがあります', errors: { scheduled_date: ['過去'], local_account_ids: ['A', 'B'], file: ['F'] } },
    });
  });
});
