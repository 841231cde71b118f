import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { NumberField, toNumberValue } from './number-field';

describe('NumberField', () => {
  it('is labelled and stores a number, or an empty string once cleared', async () => {
    const form = renderInForm(<NumberField name="days" label="有効日数" min={1} max={365} integer />, { initialValues: { days: 30 as number | '' } });
    const box = screen.getByLabelText('有効日数');
    expect(box).toHaveValue(30);
    expect(box).toHaveAttribute('min', '1');
    expect(box).toHaveAttribute('max', '365');
    expect(box).toHaveAttribute('step', '1');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(box);
    expect(form.values()).toEqual({ days: '' });
    await userEvent.type(box, '120');
    expect(form.values()).toEqual({ days: 120 });
  });

  it('keeps the text as typed when asked to', async () => {
    const form = renderInForm(<NumberField name="minutes" label="待ち時間（分）" valueAs="text" />, { initialValues: { minutes: '' } });
    await userEvent.type(screen.getByLabelText('待ち時間（分）'), '90');
    expect(form.values()).toEqual({ minutes: '90' });
  });

  it('never turns unreadable text into NaN', () => {
    expect(toNumberValue('')).toBe('');
    expect(toNumberValue('  ')).toBe('');
    expect(toNumberValue('1e')).toBe('');
    expect(toNumberValue('1.5')).toBe(1.5);
    expect(toNumberValue('-3')).toBe(-3);
  });

  it('shows its error after submit', async () => {
    renderInForm(<NumberField name="days" label="有効日数" />, {
      initialValues: { days: 400 },
      validate: (v) => (v.days <= 365 ? {} : { days: '1〜365の範囲で入力してください' }),
    });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1〜365の範囲で入力してください');
    expect(screen.getByLabelText('有効日数')).toHaveAccessibleDescription('1〜365の範囲で入力してください');
  });

  it('shows the server field error of its name', async () => {
    renderInForm(<NumberField name="days" label="有効日数" />, { initialValues: { days: 10 }, serverErrors: { days: ['1〜7の範囲で入力してください'] } });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1〜7の範囲で入力してください');
    expect(screen.getByLabelText('有効日数')).toHaveAttribute('aria-invalid', 'true');
  });
});
