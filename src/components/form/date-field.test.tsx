import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikHelpers } from 'formik';
import { isCalendarDate } from '../../shared/dates/calendar-date';
import { renderWithProviders } from '../../testing/render';
import { DateField } from './date-field';

type Values = { day: string };

const renderForm = (onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void = jest.fn()) =>
  renderWithProviders(
    <Formik<Values>
      initialValues={{ day: '' }}
      validate={(values) => (values.day && !isCalendarDate(values.day) ? { day: '存在する日付を入力してください' } : {})}
      onSubmit={onSubmit}
    >
      <Form>
        <DateField name="day" label="公開日" help="空欄なら今日" />
        <button type="submit">保存</button>
      </Form>
    </Formik>,
  );

describe('DateField', () => {
  it('is a labelled YYYY/MM/DD box whose typed date reaches the form', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    const box = screen.getByLabelText('公開日');
    expect(box).toHaveAttribute('placeholder', '例：2026/04/01');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAccessibleDescription('空欄なら今日');
    await userEvent.type(box, '2025/02/28');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ day: '2025/02/28' }, expect.anything()));
  });

  it("announces the form's error once the field is left", async () => {
    renderForm();
    const box = screen.getByLabelText('公開日');
    await userEvent.type(box, '2025/02/30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('存在する日付を入力してください');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('存在する日付を入力してください 空欄なら今日');
  });

  it("shows the server's field error set on submit", async () => {
    renderForm((_values, helpers) => {
      void helpers.setFieldTouched('day', true, false);
      helpers.setFieldError('day', 'この日は選べません');
    });
    await userEvent.type(screen.getByLabelText('公開日'), '2025/01/01');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この日は選べません');
  });
});
