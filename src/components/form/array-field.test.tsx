import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArrayField } from './array-field';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { TextField } from './text-field';

interface Values {
  menus: { name: string }[];
}

const menus = (max?: number) => (
  <ArrayField<{ name: string }> name="menus" legend="メニュー" newRow={() => ({ name: '' })} maxRows={max}>
    {(row) => <TextField name={`${row.name}.name`} label={`メニュー名（${row.index + 1}行目）`} />}
  </ArrayField>
);

describe('ArrayField', () => {
  it('adds and removes rows, each with its own labelled fields', async () => {
    const form = renderInForm<Values>(menus(), { initialValues: { menus: [{ name: 'ランチ' }] } });
    const group = screen.getByRole('group', { name: 'メニュー' });
    expect(within(group).getByLabelText('メニュー名（1行目）')).toHaveValue('ランチ');

    await userEvent.click(within(group).getByRole('button', { name: '行を追加' }));
    await userEvent.type(within(group).getByLabelText('メニュー名（2行目）'), 'ディナー');
    expect(form.values()).toEqual({ menus: [{ name: 'ランチ' }, { name: 'ディナー' }] });

    await userEvent.click(within(group).getByRole('button', { name: '1行目を削除' }));
    expect(form.values()).toEqual({ menus: [{ name: 'ディナー' }] });
    expect(within(group).getByLabelText('メニュー名（1行目）')).toHaveValue('ディナー');
    expect(within(group).queryByLabelText('メニュー名（2行目）')).not.toBeInTheDocument();
  });

  it('stops adding at the row limit', async () => {
    renderInForm<Values>(menus(2), { initialValues: { menus: [{ name: 'A' }] } });
    await userEvent.click(screen.getByRole('button', { name: '行を追加' }));
    expect(screen.queryByRole('button', { name: '行を追加' })).not.toBeInTheDocument();
    expect(screen.getByText('最大2行まで追加できます')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2行目を削除' }));
    expect(screen.getByRole('button', { name: '行を追加' })).toBeInTheDocument();
  });

  it("shows the list's own error after submit", async () => {
    renderInForm<Values>(menus(), {
      initialValues: { menus: [] },
      validate: (v) => (v.menus.length > 0 ? {} : { menus: '入力してください' }),
    });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('入力してください');
    expect(screen.getByRole('group', { name: 'メニュー' })).toHaveAccessibleDescription('入力してください');
  });

  it("shows a server error on a row's field", async () => {
    renderInForm<Values>(menus(), {
      initialValues: { menus: [{ name: 'A' }, { name: 'B' }] },
      serverErrors: { 'menus.1.name': ['使用できない表現が含まれています'] },
    });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('使用できない表現が含まれています');
    expect(screen.getByLabelText('メニュー名（2行目）')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('メニュー名（1行目）')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a server error on the list itself', async () => {
    renderInForm<Values>(menus(), { initialValues: { menus: [{ name: 'A' }] }, serverErrors: { menus: ['メニューは80件までです'] } });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メニューは80件までです');
  });
});
