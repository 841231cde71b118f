import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileField } from './file-field';
import { renderInForm, SUBMIT } from './form-harness.testing';

const png = (bytes = 10, name = 'photo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const field = <FileField name="photo" label="写真" accept={['image/jpeg', 'image/png']} maxBytes={1024 * 1024} help="JPEGまたはPNG、1MBまで" />;

describe('FileField', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = () => {
      created.push(`blob:preview-${created.length + 1}`);
      return created[created.length - 1];
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });

  it('takes an accepted image into the form and previews it, revoking each preview when replaced or unmounted', async () => {
    const form = renderInForm(field, { initialValues: { photo: null as File | null } });
    const input = screen.getByLabelText('写真');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription('JPEGまたはPNG、1MBまで');

    const first = png();
    await userEvent.upload(input, first);
    expect(form.values()).toEqual({ photo: first });
    expect(screen.getByRole('img', { name: 'photo.pngのプレビュー' })).toHaveAttribute('src', 'blob:preview-1');

    await userEvent.upload(input, png(20, 'next.png'));
    expect(screen.getByRole('img', { name: 'next.pngのプレビュー' })).toHaveAttribute('src', 'blob:preview-2');
    expect(revoked).toEqual(['blob:preview-1']);

    await userEvent.click(screen.getByRole('button', { name: '選択を取り消す' }));
    expect(form.values()).toEqual({ photo: null });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);

    await userEvent.upload(input, png());
    form.unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
  });

  it('refuses a file of another type or over the size before it reaches the form', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = renderInForm(field, { initialValues: { photo: null as File | null } });
    const input = screen.getByLabelText('写真');

    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('選択できるファイルの形式はJPEG・PNGです');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(form.values()).toEqual({ photo: null });

    await user.upload(input, png(1024 * 1024 + 1, 'big.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('ファイルサイズは1MB以下にしてください');
    expect(form.values()).toEqual({ photo: null });
    expect(created).toHaveLength(0);

    const ok = png();
    await user.upload(input, ok);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.values()).toEqual({ photo: ok });
  });

  it('names a non-image file instead of previewing it', async () => {
    renderInForm(<FileField name="doc" label="資料" accept={['application/pdf']} maxBytes={5000} />, { initialValues: { doc: null as File | null } });
    await userEvent.upload(screen.getByLabelText('資料'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('選択中のファイル: menu.pdf')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('shows its own error after submit', async () => {
    renderInForm(field, { initialValues: { photo: null as File | null }, validate: (v) => (v.photo ? {} : { photo: '選択してください' }) });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('選択してください');
  });

  it('shows a server field error', async () => {
    renderInForm(field, { initialValues: { photo: null as File | null }, serverErrors: { photo: ['画像を読み込めませんでした'] } });
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByRole('alert')).toHaveTextContent('画像を読み込めませんでした');
    expect(screen.getByLabelText('写真')).toHaveAttribute('aria-invalid', 'true');
  });
});
