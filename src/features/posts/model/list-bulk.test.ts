import { bulkResult, postLabel, skipReason } from './list-bulk';

const permissions = { edit: true, approve: false, suspend: true, delete: true };

describe('post list bulk rules', () => {
  it('names a post by its title, else by the start of its text', () => {
    expect(postLabel({ id: 1, event_title: '冬の感謝祭', yahoo_title: '', summary: '本文' })).toBe('冬の感謝祭');
    expect(postLabel({ id: 2, event_title: '', yahoo_title: '臨時休業', summary: '本文' })).toBe('臨時休業');
    expect(postLabel({ id: 3, event_title: '', yahoo_title: '', summary: 'あ'.repeat(40) })).toBe(`${'あ'.repeat(30)}…`);
    expect(postLabel({ id: 4, event_title: '', yahoo_title: '', summary: '  ' })).toBe('（本文なし）');
  });

  it('leaves out the posts a batch cannot change, with the reason', () => {
    expect(skipReason({ status: 0, permissions }, 'suspend')).toBeNull();
    expect(skipReason({ status: 1, permissions }, 'suspend')).toBe('投稿待ちの投稿のみ停止できます');
    expect(skipReason({ status: 1, permissions }, 'resume')).toBeNull();
    expect(skipReason({ status: 8, permissions }, 'resume')).toBe('停止中の投稿のみ再開できます');
    expect(skipReason({ status: 0, permissions: { ...permissions, suspend: false } }, 'suspend')).toBe('この投稿を停止・再開する権限がありません');
    expect(skipReason({ status: 2, permissions }, 'delete')).toBeNull();
    expect(skipReason({ status: 0, permissions: { ...permissions, delete: false } }, 'delete')).toBe('この投稿を削除する権限がありません');
  });

  it('counts the lines of a finished batch', () => {
    const result = bulkResult('resume', [
      { local_account_id: 'post-1', status: 'succeeded' },
      { local_account_id: 'post-2', status: 'failed', message: 'x' },
      { local_account_id: 'post-3', status: 'succeeded' },
    ]);
    expect(result).toMatchObject({ message: '2件の投稿を再開しました', succeeded: 2, failed: 1, skipped: 0 });
  });
});
