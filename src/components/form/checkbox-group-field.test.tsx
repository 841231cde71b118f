import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxGroupField } from './checkbox-group-field';
import { renderInForm, SUBMIT } from './form-harness.testing';

const options = ['1', '2', '3'].map((n) => ({ value: n, label: `★${n}` }));

describe('CheckboxGroupField', () => {
  it('names the group by its legend and keeps the checked values as a list', async () => {
    const form = renderInForm(<CheckboxGroupField name="ratings" legend="返信する評価" options={options} />, { initialValues: { ratings: ['1'] } });
    expect(screen.getByRole('group', { name: '返信する評価' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '★1' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '★3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '★1' }));
    expect(form.values()).toEqual({ ratings: ['3'] });
  });

  it('shows its error as soon as a box is toggled, and a server field error on submit', async () => {
    renderInForm(<CheckboxGroupField name="ratings" legend="返信する評価" options={options} />, {
      initialValues: { ratings: ['2'] },
      validate: (v) => (v.ratings.length > 0 ? {} : { ratings: '選択してください' }),
      serverErrors: { ratings: ['★3は選択できません'] },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: '★2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('選択してください');
    expect(screen.getByRole('checkbox', { name: '★1' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: '★3' }));
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('★3は選択できません');
    expect(screen.getByRole('group', { name: '返信する評価' })).toHaveAccessibleDescription('★3は選択できません');
  });
});
