import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { DateRangeInputs } from './date-range-inputs';

const renderInputs = (range = { startAt: '', endAt: '' }) => {
  const onCommit = jest.fn();
  const view = renderWithProviders(<DateRangeInputs {...range} onCommit={onCommit} />);
  return { onCommit, ...view };
};

describe('DateRangeInputs', () => {
  it('commits a complete, valid range at once', async () => {
    const { onCommit } = renderInputs();
    await userEvent.type(screen.getByLabelText('開始日'), '2025/01/01');
    expect(onCommit).toHaveBeenLastCalledWith({ startAt: '2025/01/01', endAt: '' });
    await userEvent.type(screen.getByLabelText('終了日'), '2025/03/31');
    expect(onCommit).toHaveBeenLastCalledWith({ startAt: '2025/01/01', endAt: '2025/03/31' });
    // Only whole days are committed, never the digits typed on the way.
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('keeps a day that does not exist to itself and says why once the field is left', async () => {
    const { onCommit } = renderInputs();
    const start = screen.getByLabelText('開始日');
    await userEvent.type(start, '2025/02/30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('形式が正しくありません');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('refuses an end before the start, at the end field, and commits an emptied field', async () => {
    const { onCommit } = renderInputs({ startAt: '2025/02/01', endAt: '' });
    const end = screen.getByLabelText('終了日');
    await userEvent.type(end, '2025/01/31');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('終了日は開始日以降の日付を入力してください');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('開始日'));
    expect(onCommit).toHaveBeenLastCalledWith({ startAt: '', endAt: '2025/01/31' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows a range changed from outside (the URL) and takes its labels', () => {
    const onCommit = jest.fn();
    const { rerender } = renderWithProviders(<DateRangeInputs startAt="" endAt="" onCommit={onCommit} startLabel="投稿日（から）" endLabel="投稿日（まで）" />);
    rerender(<DateRangeInputs startAt="2025/05/01" endAt="2025/05/31" onCommit={onCommit} startLabel="投稿日（から）" endLabel="投稿日（まで）" />);
    expect(screen.getByLabelText('投稿日（から）')).toHaveValue('2025/05/01');
    expect(screen.getByLabelText('投稿日（まで）')).toHaveValue('2025/05/31');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
