import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { isTime, TimeField } from './time-field';

describe('TimeField', () => {
  it('is a labelled time box holding HH:mm', async () => {
    const form = renderInForm(<TimeField name="opensAt" label="開始時刻" help="24時間表記" />, { initialValues: { opensAt: '09:00' } });
    const box = screen.getByLabelText('開始時刻');
    expect(box).toHaveAttribute('type', 'time');
    expect(box).toHaveValue('09:00');
    expect(box).toHaveAccessibleDescription('24時間表記');
    await userEvent.clear(box);
    expect(form.values()).toEqual({ opensAt: '' });
    // userEvent cannot type into a time box's segments; a phone or desktop picker hands over one change like this.
    await act(async () => fireEvent.change(box, { target: { value: '23:59' } }));
    expect(form.values()).toEqual({ opensAt: '23:59' });
  });

  it('checks HH:mm from 00:00 to 23:59', () => {
    expect(['00:00', '09:30', '23:59'].every(isTime)).toBe(true);
    expect(['24:00', '9:30', '12:60', '', '12:00:00', null].some(isTime)).toBe(false);
  });

  it('shows its error after submit', async () => {
    renderInForm(<TimeField name="opensAt" label="開始時刻" />, {
      initialValues: { opensAt: '' },
      validate: (v) => (isTime(v.opensAt) ? {} : { opensAt: '入力してください' }),
    });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('入力してください');
    expect(screen.getByLabelText('開始時刻')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server field error of its name', async () => {
    renderInForm(<TimeField name="opensAt" label="開始時刻" />, { initialValues: { opensAt: '07:00' }, serverErrors: { opensAt: ['0:00〜翌6:00の範囲で入力してください'] } });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('0:00〜翌6:00の範囲で入力してください');
  });
});
