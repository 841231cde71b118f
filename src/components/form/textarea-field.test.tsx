import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { TextareaField } from './textarea-field';

describe('TextareaField', () => {
  it('is labelled, stores what is typed, and counts it against the limit', async () => {
    const form = renderInForm(<TextareaField name="body" label="本文" max={10} help="お客様に表示されます" />, { initialValues: { body: 'あいう' } });
    const box = screen.getByLabelText('本文');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    await userEvent.type(box, 'えお');
    expect(form.values()).toEqual({ body: 'あいうえお' });
    expect(screen.getByText('5 / 10')).not.toHaveAttribute('data-over');
    expect(box).toHaveAccessibleDescription('お客様に表示されます 5 / 10');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('marks the counter and the box once past the limit, before any submit', async () => {
    renderInForm(<TextareaField name="body" label="本文" max={5} />, { initialValues: { body: '' } });
    const box = screen.getByLabelText('本文');
    await userEvent.type(box, 'abcdef');
    expect(screen.getByText('6 / 5')).toHaveAttribute('data-over', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows its own error after submit and a server field error', async () => {
    renderInForm(<TextareaField name="body" label="本文" />, {
      initialValues: { body: '' },
      validate: (v) => (v.body ? {} : { body: '入力してください' }),
    });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('入力してください');
    expect(screen.getByLabelText('本文')).toHaveAccessibleDescription('入力してください');
    expect(screen.queryByText(/ \/ /)).not.toBeInTheDocument();
  });

  it('shows the server field error of its name', async () => {
    renderInForm(<TextareaField name="body" label="本文" max={100} />, { initialValues: { body: 'NG' }, serverErrors: { body: ['使用できない表現が含まれています'] } });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('使用できない表現が含まれています');
    expect(screen.getByLabelText('本文')).toHaveValue('NG');
  });
});
