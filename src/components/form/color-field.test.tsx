import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorField } from './color-field';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { isHexColor } from './hex-color';

const colour = '#から始まる6桁の16進数で入力してください';

describe('ColorField', () => {
  it('keeps the typed code and the picker in step', async () => {
    const form = renderInForm(<ColorField name="brand" label="ブランドカラー" />, { initialValues: { brand: '#112233' } });
    const text = screen.getByLabelText('ブランドカラー');
    const picker = screen.getByLabelText('ブランドカラーをカラーパレットから選択');
    expect(picker).toHaveValue('#112233');
    await userEvent.clear(text);
    await userEvent.type(text, '#A0b1C2');
    expect(form.values()).toEqual({ brand: '#A0b1C2' });
    expect(picker).toHaveValue('#a0b1c2');
    // jsdom has no colour dialog: the picker's change arrives as the browser would send it.
    await act(async () => fireEvent.change(picker, { target: { value: '#ff8800' } }));
    expect(form.values()).toEqual({ brand: '#FF8800' });
    expect(text).toHaveValue('#FF8800');
  });

  it('shows the colour rule once a bad code is submitted', async () => {
    renderInForm(<ColorField name="brand" label="ブランドカラー" />, {
      initialValues: { brand: '' },
      validate: (v) => (isHexColor(v.brand) ? {} : { brand: colour }),
    });
    await userEvent.type(screen.getByLabelText('ブランドカラー'), '#12345');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent(colour);
    expect(screen.getByLabelText('ブランドカラー')).toHaveAccessibleDescription(colour);
  });

  it('shows the server field error of its name', async () => {
    renderInForm(<ColorField name="brand" label="ブランドカラー" />, { initialValues: { brand: '#000000' }, serverErrors: { brand: [colour] } });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent(colour);
  });
});

describe('isHexColor', () => {
  it('accepts # and six hex digits only', () => {
    expect(['#000000', '#abcdef', '#ABCDEF', '#1a2B3c'].every(isHexColor)).toBe(true);
    expect(['000000', '#fff', '#1234567', '#GGGGGG', ' #000000', '', undefined].some(isHexColor)).toBe(false);
  });
});
