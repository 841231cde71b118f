import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { makeUser } from '../../../testing/fixtures';
import { userInfoHandler } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import { field, makePost, postServer } from './post-editor.testing';

// jsdom decodes no images: this stands in for the pixel size a browser reads of a chosen file, keyed by its name.
const photoSizes = new Map<string, { width: number; height: number }>();
const originalBitmap = globalThis.createImageBitmap;

beforeEach(() => {
  photoSizes.clear();
  URL.createObjectURL = (blob: Blob | MediaSource) => `blob:${(blob as File).name}`;
  URL.revokeObjectURL = () => undefined;
  globalThis.createImageBitmap = (async (file: File) => ({ ...(photoSizes.get(file.name) ?? { width: 800, height: 600 }), close: () => undefined })) as never;
  const user = makeUser();
  seedSession(user);
  server.use(userInfoHandler({}, user));
});

afterEach(() => {
  globalThis.createImageBitmap = originalBitmap;
});

// jsdom's File is not the Blob of the FormData that fetch sends under jest-fixed-jsdom (Node's); a browser has one
// kind of each, so the files are built with Node's (as in src/api/multipart.test.ts).
const photo = (name: string, bytes: number, type = 'image/jpeg') => new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

describe('post editor: the photo of a Google post', () => {
  it('refuses a wrong type, too large, too small or too few pixels before upload, and sends an accepted one', async () => {
    const record = postServer(makePost());
    renderApp('/posts/settings/7');
    const form = await screen.findByRole('form', { name: '投稿を編集' });
    await screen.findByTestId('google-fields');
    const input = () => within(form).getByLabelText('画像（Googleのみ・1枚）');

    await userEvent.upload(input(), photo('menu.gif', 50 * 1024, 'image/gif'), { applyAccept: false });
    expect(await within(form).findByText('選択できるファイルの形式はJPEG・PNGです')).toBeInTheDocument();
    await userEvent.upload(input(), photo('huge.jpg', 6 * 1024 * 1024));
    expect(await within(form).findByText('ファイルサイズは5MB以下にしてください')).toBeInTheDocument();
    await userEvent.upload(input(), photo('tiny.jpg', 5 * 1024));
    expect(await within(form).findByText('10KB以上の画像を選択してください')).toBeInTheDocument();
    photoSizes.set('icon.png', { width: 200, height: 600 });
    await userEvent.upload(input(), photo('icon.png', 40 * 1024, 'image/png'));
    expect(await within(form).findByText('縦横250ピクセル以上の画像を選択してください')).toBeInTheDocument();

    await userEvent.upload(input(), photo('shop.jpg', 200 * 1024));
    await waitFor(() => expect(within(form).queryByText('縦横250ピクセル以上の画像を選択してください')).not.toBeInTheDocument());
    expect(within(form).getByRole('img', { name: 'shop.jpgのプレビュー' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(record.saves).toHaveLength(1));
    expect(field(record.saves[0].fields, 'images[]')).toBe('file:shop.jpg');
  });

  it('keeps the stored photo unless the user removes it', async () => {
    const record = postServer(makePost({ images: [{ id: 3, url: '/api/post-management/post-images/abc' }] }));
    renderApp('/posts/settings/7');
    const form = await screen.findByRole('form', { name: '投稿を編集' });
    expect(await within(form).findByRole('img', { name: '登録済みの画像' })).toHaveAttribute('src', '/api/post-management/post-images/abc');
    await userEvent.click(within(form).getByRole('checkbox', { name: '登録済みの画像を削除する' }));
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(record.saves).toHaveLength(1));
    expect(field(record.saves[0].fields, 'remove_image')).toBe('true');
    expect(field(record.saves[0].fields, 'images[]')).toBeUndefined();
  });
});
