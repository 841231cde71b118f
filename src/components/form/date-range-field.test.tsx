import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { isRangeInverted } from '../../shared/dates/calendar-date';
import { renderWithProviders } from '../../testing/render';
import { DateRangeField } from './date-range-field';

type Values = { from: string; until: string };

const renderForm = (onSubmit = jest.fn(), labels: { startLabel?: string; endLabel?: string } = {}) =>
  renderWithProviders(
    <Formik<Values>
      initialValues={{ from: '2025/04/01', until: '' }}
      validate={(values) => (isRangeInverted(values.from, values.until) ? { until: '終了日は開始日以降の日付を入力してください' } : {})}
      onSubmit={onSubmit}
    >
      <Form aria-label="期間">
        <DateRangeField startName="from" endName="until" {...labels} />
        <button type="submit">適用</button>
      </Form>
    </Formik>,
  );

describe('DateRangeField', () => {
  it('labels its two boxes 開始日 and 終了日 by default and submits both days', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    expect(screen.getByLabelText('開始日')).toHaveValue('2025/04/01');
    await userEvent.type(screen.getByLabelText('終了日'), '2025/04/30');
    await userEvent.click(screen.getByRole('button', { name: '適用' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ from: '2025/04/01', until: '2025/04/30' }, expect.anything()));
  });

  it('takes its labels from the form and shows the range error at the end', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit, { startLabel: '受付開始日', endLabel: '受付終了日' });
    const end = screen.getByLabelText('受付終了日');
    await userEvent.type(end, '2025/03/31');
    await userEvent.click(screen.getByRole('button', { name: '適用' }));
    expect(await within(screen.getByRole('form', { name: '期間' })).findByRole('alert')).toHaveTextContent('終了日は開始日以降の日付を入力してください');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('受付開始日')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
