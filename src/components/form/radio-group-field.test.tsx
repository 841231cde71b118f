import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { RadioGroupField } from './radio-group-field';

const options = [
  { value: '0', label: 'AI返信' },
  { value: '1', label: '定型文返信' },
];

describe('RadioGroupField', () => {
  it('names the group by its legend and stores the picked value', async () => {
    const form = renderInForm(<RadioGroupField name="mode" legend="返信方法" options={options} help="あとから変更できます" />, { initialValues: { mode: '0' } });
    const group = screen.getByRole('group', { name: '返信方法' });
    expect(group).toHaveAccessibleDescription('あとから変更できます');
    expect(screen.getByRole('radio', { name: 'AI返信' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '定型文返信' }));
    expect(form.values()).toEqual({ mode: '1' });
    expect(screen.getByRole('radio', { name: 'AI返信' })).not.toBeChecked();
  });

  it('shows its error after submit', async () => {
    renderInForm(<RadioGroupField name="mode" legend="返信方法" options={options} />, {
      initialValues: { mode: '' },
      validate: (v) => (v.mode ? {} : { mode: '選択してください' }),
    });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('選択してください');
    expect(screen.getByRole('group', { name: '返信方法' })).toHaveAccessibleDescription('選択してください');
  });

  it('shows a server field error', async () => {
    renderInForm(<RadioGroupField name="mode" legend="返信方法" options={options} />, { initialValues: { mode: '1' }, serverErrors: { mode: ['この店舗では選択できません'] } });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この店舗では選択できません');
  });
});
