import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { useFormReveal } from './use-form-reveal';

// A form above a list whose 編集 remounts the form with the row, as the template managers do.
const Page = () => {
  const form = useFormReveal();
  const [editing, setEditing] = useState('');
  return (
    <>
      <div ref={form.ref}>
        <input key={editing} aria-label="タイトル" defaultValue={editing} />
      </div>
      <button
        type="button"
        onClick={() => {
          setEditing('お礼');
          form.reveal();
        }}
      >
        編集
      </button>
    </>
  );
};

describe('useFormReveal', () => {
  it('moves the focus to the remounted form’s first field', async () => {
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: '編集' }));
    await waitFor(() => expect(screen.getByLabelText('タイトル')).toHaveFocus());
    expect(screen.getByLabelText('タイトル')).toHaveValue('お礼');
  });
});
