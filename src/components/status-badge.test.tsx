import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the status as a word, coloured by its tone', () => {
    renderWithProviders(
      <>
        <StatusBadge tone="danger" label="失敗" testId="state" />
        <StatusBadge tone="success" label="成功" />
      </>,
    );
    expect(screen.getByTestId('state')).toHaveTextContent('失敗');
    expect(getComputedStyle(screen.getByText('失敗')).color).not.toBe(getComputedStyle(screen.getByText('成功')).color);
  });
});
