import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { BulkResultList } from './bulk-result-list';

const result = {
  message: '2店舗の処理が完了し、1店舗で失敗しました',
  succeeded: 1,
  failed: 1,
  skipped: 1,
  results: [
    { local_account_id: 'g_1', status: 'succeeded' as const },
    { local_account_id: 'g_2', status: 'failed' as const, code: 'provider_failed', message: 'Googleとの通信に失敗しました' },
    { local_account_id: 'y_3', status: 'skipped' as const, code: 'unsupported', message: 'Yahoo!プレイスは対象外です' },
  ],
};

describe('BulkResultList', () => {
  it('shows the counts and names every failed and skipped store with its reason', () => {
    const names: Record<string, string> = { g_1: '渋谷店', g_2: '新宿店' };
    renderWithProviders(<BulkResultList result={result} storeName={(id) => names[id]} />);
    expect(screen.getByText('2店舗の処理が完了し、1店舗で失敗しました')).toBeInTheDocument();
    expect(screen.getByText('成功 1件 / 失敗 1件 / 対象外 1件')).toBeInTheDocument();
    const failed = screen.getByRole('region', { name: '処理できなかった店舗' });
    expect(within(failed).getByText('新宿店')).toBeInTheDocument();
    expect(within(failed).getByText('：Googleとの通信に失敗しました')).toBeInTheDocument();
    // A store the screen does not know is shown by its key rather than left out.
    const skipped = screen.getByRole('region', { name: '対象外の店舗' });
    expect(within(skipped).getByText('y_3')).toBeInTheDocument();
    expect(screen.queryByText('渋谷店')).not.toBeInTheDocument();
  });

  it('lists nothing but the counts when every store succeeded', () => {
    renderWithProviders(<BulkResultList result={{ message: '2店舗の処理が完了しました', succeeded: 2, failed: 0, skipped: 0, results: [{ local_account_id: 'g_1', status: 'succeeded' }, { local_account_id: 'g_2', status: 'succeeded' }] }} />);
    expect(screen.getByText('成功 2件 / 失敗 0件')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
