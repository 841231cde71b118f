import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInForm, SUBMIT } from './form-harness.testing';
import { TimeTextField } from './time-text-field';

describe('TimeTextField', () => {
  it('takes times past midnight as typed and pads the hour when leaving the box', async () => {
    const view = renderInForm(<TimeTextField name="close" label="終了" help="翌6:00までは24:00〜30:00で入力" placeholder="例 9:00" />, {
      initialValues: { close: '' },
    });
    const box = screen.getByLabelText('終了');
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('placeholder', '例 9:00');
    expect(box).toHaveAccessibleDescription('翌6:00までは24:00〜30:00で入力');
    await userEvent.type(box, '26:30');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(view.submitted).toEqual([{ close: '26:30' }]);
    await userEvent.clear(box);
    await userEvent.type(box, '9:05');
    await userEvent.tab();
    expect(box).toHaveValue('09:05');
  });

  it('shows a null value as empty and its error under the box', async () => {
    renderInForm(<TimeTextField name="open" label="開始" />, {
      initialValues: { open: null as string | null },
      validate: (values) => (values.open ? {} : { open: '入力してください' }),
    });
    expect(screen.getByLabelText('開始')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('開始')).toHaveAccessibleDescription('入力してください');
  });
});
