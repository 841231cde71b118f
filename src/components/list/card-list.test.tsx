import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { CardList, CardListItem } from './card-list';

describe('CardList', () => {
  it('is a named list of cards, each with its title as a heading, its details and its actions', () => {
    renderWithProviders(
      <CardList label="テンプレート一覧" testId="cards">
        <CardListItem title="お礼" actions={<button type="button">編集</button>}>
          <p>ご来店ありがとうございました</p>
        </CardListItem>
        <CardListItem title="お詫び" actions={<button type="button">削除</button>} />
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'テンプレート一覧' });
    expect(list).toHaveAttribute('data-testid', 'cards');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('お礼');
    expect(first).toHaveTextContent('ご来店ありがとうございました');
    expect(within(first).getByRole('button', { name: '編集' })).toBeInTheDocument();
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent('お詫び');
    expect(within(second).getByRole('button', { name: '削除' })).toBeInTheDocument();
  });
});
