import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { CreateMediaPostApiResponse, ErrorBody } from '../../../api/generated/media-posting.gen';
import { TOKYO } from '../../../shared/dates/zone';
import { makeUser } from '../../../testing/fixtures';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../../testing/render';
import { mediaPost, mediaPostsHandler } from './media.testing';

// jsdom decodes no images and plays no videos: these stand in for what a browser reads of a chosen file
// (createImageBitmap's size, a <video>'s loadedmetadata duration), keyed by the file's name.
const photoSizes = new Map<string, { width: number; height: number }>();
const videoSeconds = new Map<string, number>();
const srcDescriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src');
const durationDescriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'duration');

beforeEach(() => {
  photoSizes.clear();
  videoSeconds.clear();
  URL.createObjectURL = (blob: Blob | MediaSource) => `blob:${(blob as File).name}`;
  URL.revokeObjectURL = () => undefined;
  globalThis.createImageBitmap = (async (file: File) => ({ ...(photoSizes.get(file.name) ?? { width: 800, height: 600 }), close: () => undefined })) as never;
  Object.defineProperty(HTMLMediaElement.prototype, 'src', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return this.getAttribute('src') ?? '';
    },
    set(this: HTMLMediaElement, value: string) {
      this.setAttribute('src', value);
      setTimeout(() => this.dispatchEvent(new Event('loadedmetadata')), 0);
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'duration', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return videoSeconds.get((this.getAttribute('src') ?? '').replace('blob:', '')) ?? Number.NaN;
    },
  });
  seedSession(makeUser());
});

afterEach(() => {
  if (srcDescriptor) Object.defineProperty(HTMLMediaElement.prototype, 'src', srcDescriptor);
  if (durationDescriptor) Object.defineProperty(HTMLMediaElement.prototype, 'duration', durationDescriptor);
});

// Node's File, the Blob that fetch's FormData takes under jest-fixed-jsdom (a browser has one kind of each).
const file = (name: string, type: string, bytes: number) => new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
const photo = (name = 'shop.jpg', bytes = 200 * 1024) => file(name, 'image/jpeg', bytes);

interface SentPost {
  fields: [string, string][];
}

// POST /media-post recording the multipart fields (files as file:<name>); `answer` may refuse a request.
const createServer = (answer?: (fields: [string, string][]) => Response | undefined) => {
  const sent: SentPost[] = [];
  server.use(
    mediaPostsHandler([mediaPost(1)]),
    http.post('/api/media-post', async ({ request }) => {
      const form = await request.formData();
      const fields = [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`] as [string, string]);
      sent.push({ fields });
      return answer?.(fields) ?? json<CreateMediaPostApiResponse>({ message: '写真投稿を登録しました', data: mediaPost(9) });
    }),
  );
  return sent;
};

const form = () => screen.getByTestId('media-post-form');
const fileInput = () => within(form()).getByLabelText('写真・動画');
const submit = () => userEvent.click(within(form()).getByRole('button', { name: '投稿する' }));
const chooseStores = async (...names: string[]) => {
  for (const name of names) await userEvent.click(await screen.findByRole('checkbox', { name: new RegExp(`^${name} `) }));
};

describe('media posting create screen (写真投稿 新規作成)', () => {
  it('refuses a file of the wrong type or size, a too-small photo and a too-short video before anything is uploaded', async () => {
    const sent = createServer();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/media-posting/create');
    await chooseStores('テスト店1');
    await user.selectOptions(await screen.findByLabelText('カテゴリ'), '外観');

    await user.upload(fileInput(), file('menu.pdf', 'application/pdf', 50 * 1024));
    expect(await within(form()).findByText('選択できるファイルの形式はJPEG・PNG・動画です')).toBeInTheDocument();

    await user.upload(fileInput(), file('clip.webm', 'video/webm', 300 * 1024));
    expect(await within(form()).findByText('JPEG・PNGの写真、またはMP4・MOVの動画を選択してください')).toBeInTheDocument();

    await user.upload(fileInput(), photo('huge.jpg', 6 * 1024 * 1024));
    expect(await within(form()).findByText('写真のファイルサイズは5MB以下にしてください')).toBeInTheDocument();

    await user.upload(fileInput(), photo('tiny.jpg', 5 * 1024));
    expect(await within(form()).findByText('写真のファイルサイズは10KB以上にしてください')).toBeInTheDocument();

    photoSizes.set('icon.png', { width: 200, height: 600 });
    await user.upload(fileInput(), file('icon.png', 'image/png', 40 * 1024));
    expect(await within(form()).findByText('写真は縦横250ピクセル以上にしてください')).toBeInTheDocument();

    videoSeconds.set('blink.mp4', 0.4);
    await user.upload(fileInput(), file('blink.mp4', 'video/mp4', 300 * 1024));
    expect(await within(form()).findByText('動画が短すぎます')).toBeInTheDocument();
    await submit();
    expect(await within(form()).findByText('動画が短すぎます')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');

    videoSeconds.set('long.mov', 45);
    await user.upload(fileInput(), file('long.mov', 'video/quicktime', 300 * 1024));
    expect(await within(form()).findByText('動画は30秒以内にしてください')).toBeInTheDocument();
    await submit();
    expect(sent).toHaveLength(0);

    videoSeconds.set('tour.mp4', 12.5);
    await user.upload(fileInput(), file('tour.mp4', 'video/mp4', 300 * 1024));
    expect(await within(form()).findByText('動画 12.5秒')).toBeInTheDocument();
    expect(within(form()).getByLabelText('tour.mp4のプレビュー')).toHaveAttribute('src', 'blob:tour.mp4');
    await waitFor(() => expect(fileInput()).not.toHaveAttribute('aria-invalid'));
  });

  it('asks for stores and a category, then posts at once with the stores as local_account_ids[] and no schedule', async () => {
    const sent = createServer();
    renderApp('/media-posting/create');
    await screen.findByTestId('media-post-form');
    // Media posting is Google only: Yahoo stores are not offered, and the screen says so.
    expect(screen.getByText('写真投稿はGoogleの店舗にだけ行えます。')).toBeInTheDocument();
    await submit();
    expect(await within(form()).findByText('投稿先の店舗を選択してください')).toBeInTheDocument();
    expect(within(form()).getAllByText('選択してください').length).toBeGreaterThanOrEqual(2);
    expect(within(form()).getByLabelText('カテゴリ')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await chooseStores('テスト店1', 'テスト店3');
    expect(within(form()).getByTestId('media-targets')).toHaveTextContent('投稿先: 2店舗');
    await userEvent.upload(fileInput(), photo());
    expect(await within(form()).findByText('写真 800×600ピクセル')).toBeInTheDocument();
    await userEvent.selectOptions(within(form()).getByLabelText('カテゴリ'), '料理・ドリンク');
    await userEvent.type(within(form()).getByLabelText('説明文'), '季節のランチ');
    await submit();

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].fields).toEqual([
      ['file', 'file:shop.jpg'],
      ['category', 'FOOD_AND_DRINK'],
      ['local_account_ids[]', 'g_1'],
      ['local_account_ids[]', 'g_3'],
      ['description', '季節のランチ'],
    ]);
    expect(await within(await screen.findByTestId('success-dialog')).findByText('写真投稿を登録しました')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/media-posting'));
  });

  it('sends a scheduled post as scheduled_at in Tokyo time, and puts the server field errors on their fields keeping every choice', async () => {
    const day = DateTime.now().setZone(TOKYO).plus({ days: 3 }).toFormat('yyyy/MM/dd');
    // The server reads the file and the clock itself: here it refuses both.
    const sent = createServer(() =>
      json<ErrorBody>(
        { message: '入力内容に誤りがあります', code: 'validation_failed', errors: { file: ['動画が短すぎます'], scheduled_at: ['投稿日時は1年以内の日時を指定してください'] } },
        422,
      ),
    );
    renderApp('/media-posting/create');
    await chooseStores('テスト店2');
    await userEvent.upload(fileInput(), photo('front.jpg'));
    await userEvent.selectOptions(within(form()).getByLabelText('カテゴリ'), 'カバー写真');
    await userEvent.click(within(form()).getByRole('radio', { name: '日時を指定して投稿' }));
    await userEvent.type(within(form()).getByLabelText('投稿日'), '2020/01/01');
    await act(async () => fireEvent.change(within(form()).getByLabelText('投稿時刻'), { target: { value: '10:30' } }));
    await submit();
    expect(await within(form()).findByText('投稿日時は現在より後の日時を指定してください')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(within(form()).getByLabelText('投稿日'));
    await userEvent.type(within(form()).getByLabelText('投稿日'), day);
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].fields).toEqual([
      ['file', 'file:front.jpg'],
      ['category', 'COVER'],
      ['local_account_ids[]', 'g_2'],
      ['scheduled_at', `${day} 10:30`],
    ]);
    expect(await within(form()).findByText('投稿日時は1年以内の日時を指定してください')).toBeInTheDocument();
    expect(within(form()).getByLabelText('投稿日')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByText('動画が短すぎます')).toBeInTheDocument();
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
    // Nothing chosen is lost: the stores, the file, the category and the schedule are all still there.
    expect(screen.getByRole('checkbox', { name: /^テスト店2 / })).toBeChecked();
    expect(within(form()).getByRole('img', { name: 'front.jpgのプレビュー' })).toBeInTheDocument();
    expect(within(form()).getByLabelText('カテゴリ')).toHaveValue('COVER');
    expect(within(form()).getByLabelText('投稿日')).toHaveValue(day);
    expect(within(form()).getByLabelText('投稿時刻')).toHaveValue('10:30');
    expect(currentLocation()).toBe('/media-posting/create');
  });
});
