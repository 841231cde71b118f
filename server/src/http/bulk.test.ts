import { BulkSkip, runBulk } from './bulk';
import { DomainError } from './errors';

describe('runBulk', () => {
  it('answers one line per store in the given order, each store once', async () => {
    const seen: string[] = [];
    const body = await runBulk(['g_1', 'g_2', 'g_1', 'y_3'], async (id) => {
      seen.push(id);
    });
    expect(seen.sort()).toEqual(['g_1', 'g_2', 'y_3']);
    expect(body.results.map((r) => r.local_account_id)).toEqual(['g_1', 'g_2', 'y_3']);
    expect(body).toMatchObject({ succeeded: 3, failed: 0, skipped: 0, message: '3店舗の処理が完了しました' });
  });

  it('keeps the successes of a partial failure and names the failed stores with their code and message', async () => {
    const body = await runBulk(['g_1', 'g_2', 'g_3'], async (id) => {
      if (id === 'g_2') throw new DomainError('provider_failed', 502, 'Googleとの通信に失敗しました');
      if (id === 'g_3') return new BulkSkip('unchanged', '変更はありません');
    });
    expect(body.results).toEqual([
      { local_account_id: 'g_1', status: 'succeeded' },
      { local_account_id: 'g_2', status: 'failed', code: 'provider_failed', message: 'Googleとの通信に失敗しました' },
      { local_account_id: 'g_3', status: 'skipped', code: 'unchanged', message: '変更はありません' },
    ]);
    expect(body).toMatchObject({ succeeded: 1, failed: 1, skipped: 1, message: '2店舗の処理が完了し、1店舗で失敗しました' });
  });

  it('never leaks an unexpected error text and reports it to the logger', async () => {
    const logged: string[] = [];
    const body = await runBulk(['g_1'], async () => {
      throw new Error('connection string postgres://secret');
    }, { onUnexpected: (_e, id) => logged.push(id) });
    expect(body.results[0]).toEqual({ local_account_id: 'g_1', status: 'failed', code: 'internal_error', message: 'サーバーでエラーが発生しました' });
    expect(body.message).toBe('1店舗すべてで処理に失敗しました');
    expect(logged).toEqual(['g_1']);
  });

  it('never runs more stores at once than the concurrency allows', async () => {
    let running = 0;
    let peak = 0;
    await runBulk(Array.from({ length: 12 }, (_, i) => `g_${i + 1}`), async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    }, { concurrency: 3 });
    expect(peak).toBe(3);
  });
});
