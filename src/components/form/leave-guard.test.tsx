import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { currentLocation, renderWithProviders } from '../../testing/render';
import { LeaveGuard } from './leave-guard';

// An editor with unsaved work (the checkbox) and links out of it.
const Editor = () => {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <label>
        <input type="checkbox" checked={dirty} onChange={(e) => setDirty(e.target.checked)} />
        変更あり
      </label>
      <Link to="/news">お知らせ</Link>
      <a href="https://example.com/">外部サイト</a>
      <LeaveGuard when={dirty} />
    </>
  );
};

describe('LeaveGuard', () => {
  it('lets links through while nothing is unsaved', async () => {
    renderWithProviders(<Editor />, { route: '/map/review/1' });
    await userEvent.click(screen.getByRole('link', { name: 'お知らせ' }));
    expect(currentLocation()).toBe('/news');
  });

  it('asks before following a console link with unsaved work, and stays or leaves as answered', async () => {
    renderWithProviders(<Editor />, { route: '/map/review/1' });
    await userEvent.click(screen.getByRole('checkbox', { name: '変更あり' }));
    await userEvent.click(screen.getByRole('link', { name: 'お知らせ' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('保存していない変更があります。このページを離れますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(currentLocation()).toBe('/map/review/1');
    expect(screen.getByRole('checkbox', { name: '変更あり' })).toBeChecked();

    await userEvent.click(screen.getByRole('link', { name: 'お知らせ' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ページを離れる' }));
    expect(currentLocation()).toBe('/news');
  });

  it('asks the browser before the tab is closed or reloaded', async () => {
    renderWithProviders(<Editor />, { route: '/map/review/1' });
    const before = new Event('beforeunload', { cancelable: true });
    fireEvent(window, before);
    expect(before.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: '変更あり' }));
    const after = new Event('beforeunload', { cancelable: true });
    fireEvent(window, after);
    expect(after.defaultPrevented).toBe(true);
  });
});
