import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { SelectField } from './select-field';

const options = [
  { value: 'polite', label: '丁寧' },
  { value: 'friendly', label: '親しみやすい' },
];

describe('SelectField', () => {
  it('is labelled, offers the placeholder first, and stores the chosen value', async () => {
    const form = renderInForm(<SelectField name="tone" label="口調" options={options} placeholder help="返信の口調です" />, {
      initialValues: { tone: '' },
    });
    const select = screen.getByLabelText('口調');
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['選択してください', '丁寧', '親しみやすい']);
    expect(select).toHaveAccessibleDescription('返信の口調です');
    await userEvent.selectOptions(select, '親しみやすい');
    expect(form.values()).toEqual({ tone: 'friendly' });
  });

  it('shows its own error once the form is submitted', async () => {
    renderInForm(<SelectField name="tone" label="口調" options={options} placeholder="口調を選択" />, {
      initialValues: { tone: '' },
      validate: (v) => (v.tone ? {} : { tone: '選択してください' }),
    });
    const select = screen.getByLabelText('口調');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('選択してください');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('選択してください');
  });

  it('shows the server field error of its name', async () => {
    renderInForm(<SelectField name="tone" label="口調" options={options} />, {
      initialValues: { tone: 'polite' },
      serverErrors: { tone: ['選択できない口調です'] },
    });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('選択できない口調です');
    expect(screen.getByLabelText('口調')).toHaveAttribute('aria-invalid', 'true');
  });
});
