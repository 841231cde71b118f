import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReviewItem } from '../../../features/reviews/reviews.api';
import { makeUser } from '../../../testing/fixtures';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import { inboxSupportHandlers, makeReview, reviewPage, reviewsHandler } from './review-inbox.testing';

interface ReplyBody {
  review_id: number;
  comment: string;
  idempotency_key: string;
}

beforeEach(() => seedSession(makeUser()));

const firstCard = async () => (await screen.findAllByTestId('review-card'))[0];

// Opens the reply box of the first card and returns the card and its reply field.
const openReply = async (reviews: ReviewItem[] = [makeReview(1)]) => {
  server.use(
    reviewsHandler(() => reviewPage(reviews)),
    ...inboxSupportHandlers,
  );
  renderApp('/review');
  const card = await firstCard();
  await userEvent.click(within(card).getByRole('button', { name: reviews[0].reply ? '返信を編集' : '返信する' }));
  // The box's code arrives with the first opening.
  const field = await within(card).findByLabelText('返信文');
  return { card, field };
};

describe('review inbox: replying in place', () => {
  it('fills a template’s placeholders from the review and asks before replacing typed text', async () => {
    const { card, field } = await openReply();
    expect(field).toHaveFocus();
    const select = within(card).getByLabelText('返信テンプレート');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'お礼（標準）' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 'お礼（標準）');
    expect(field).toHaveValue('投稿者1様、テスト店1へのご来店と★4の評価をありがとうございます。');
    expect(within(card).getByText('34 / 4,096文字')).toBeInTheDocument();

    await userEvent.selectOptions(select, '短いお礼');
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getAllByText('入力中の返信文を置き換えますか？').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(field).toHaveValue('投稿者1様、テスト店1へのご来店と★4の評価をありがとうございます。');
    await userEvent.selectOptions(select, '短いお礼');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '置き換える' }));
    expect(field).toHaveValue('ありがとうございました。');
  });

  it('fills the box with an AI draft in the chosen tone and sends nothing', async () => {
    const asked: unknown[] = [];
    let replied = false;
    server.use(
      http.post('/api/reviews/create-auto-reply', async ({ request }) => {
        asked.push(await request.json());
        return json({ data: { reply: 'ご来店いただきありがとうございます。またのお越しをお待ちしております。', model: 'test-model' } });
      }),
      http.post('/api/reviews/reply', () => {
        replied = true;
        return json({ message: 'x', data: makeReview(1) });
      }),
    );
    const { card, field } = await openReply();
    const tone = within(card).getByLabelText('AIの文体');
    await waitFor(() => expect(tone).toHaveValue('polite'));
    await userEvent.selectOptions(tone, '親しみやすい');
    await userEvent.click(within(card).getByRole('button', { name: 'AI下書き' }));
    await waitFor(() => expect(field).toHaveValue('ご来店いただきありがとうございます。またのお越しをお待ちしております。'));
    expect(asked).toEqual([{ review_id: 1, tone: 'friendly' }]);
    expect(replied).toBe(false);
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('shows the review translated under the original, then offers the reply in the reviewer’s language', async () => {
    const requests: { texts: string[]; target: string }[] = [];
    server.use(
      http.post('/api/translate', async ({ request }) => {
        const body = (await request.json()) as { texts: string[]; target: string };
        requests.push(body);
        const text = body.target === 'ja' ? 'とても美味しかったです' : 'Thank you for visiting us.';
        return json({ data: { translations: [{ text, detected_source_language: body.target === 'ja' ? 'en' : 'ja' }] } });
      }),
    );
    const { card, field } = await openReply([makeReview(1, { comment: 'It was delicious' })]);
    await userEvent.click(within(card).getByRole('button', { name: '口コミを翻訳' }));
    expect(await within(card).findByTestId('review-translation')).toHaveTextContent('とても美味しかったです');
    expect(within(card).getByText('翻訳（日本語）')).toBeInTheDocument();
    expect(within(card).getByText('It was delicious')).toBeInTheDocument();
    expect(requests[0]).toEqual({ texts: ['It was delicious'], target: 'ja' });

    expect(within(card).getByLabelText('返信の翻訳先')).toHaveValue('en');
    expect(within(card).getByRole('button', { name: '返信を翻訳' })).toBeDisabled();
    await userEvent.type(field, 'ご来店ありがとうございました。');
    await userEvent.click(within(card).getByRole('button', { name: '返信を翻訳' }));
    expect(await within(card).findByTestId('reply-translation')).toHaveTextContent('Thank you for visiting us.');
    expect(requests[1]).toEqual({ texts: ['ご来店ありがとうございました。'], target: 'en' });
    expect(field).toHaveValue('ご来店ありがとうございました。');
    await userEvent.click(within(card).getByRole('button', { name: '返信文の後に追加' }));
    expect(field).toHaveValue('ご来店ありがとうございました。\n\nThank you for visiting us.');
  });

  it('validates: required, at most 4,096 characters, no forbidden characters', async () => {
    const { card, field } = await openReply();
    await userEvent.click(within(card).getByRole('button', { name: '送信' }));
    expect(await within(card).findByText('入力してください')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(field);
    await userEvent.paste('あ'.repeat(4097));
    await userEvent.click(within(card).getByRole('button', { name: '送信' }));
    expect(await within(card).findByText('4,096文字以内で入力してください')).toBeInTheDocument();
    expect(within(card).getByText('4,097 / 4,096文字')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'またお越しください & お待ちしています');
    await userEvent.click(within(card).getByRole('button', { name: '送信' }));
    expect(await within(card).findByText('< > ’ " & ¥ 《 》 は使用できません')).toBeInTheDocument();
  });

  it('sends with an idempotency key, keeps the draft on failure, retries with the same key, then shows 返信済み', async () => {
    const sent: ReplyBody[] = [];
    server.use(
      http.post('/api/reviews/reply', async ({ request }) => {
        const body = (await request.json()) as ReplyBody;
        sent.push(body);
        if (sent.length === 1)
          return json({ message: 'Googleとの通信に失敗しました。時間をおいて再度お試しください。', code: 'provider_unavailable' }, 502);
        return json({
          message: '返信しました',
          data: makeReview(1, { reply: { comment: body.comment, updated_at: '2025/04/03 12:00' }, reply_state: 'replied' }),
        });
      }),
    );
    const { card, field } = await openReply();
    expect(within(card).getByText('未返信')).toBeInTheDocument();
    await userEvent.type(field, 'ご来店ありがとうございました。');
    await userEvent.click(within(card).getByRole('button', { name: '送信' }));

    const dialog = await screen.findByTestId('error-dialog');
    expect(dialog).toHaveTextContent('Googleとの通信に失敗しました。');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('送信できませんでした。入力した返信文は残っています。');
    expect(field).toHaveValue('ご来店ありがとうございました。');

    await userEvent.click(within(card).getByRole('button', { name: '送信' }));
    expect(await within(card).findByText('返信済み')).toBeInTheDocument();
    expect(within(card).getByTestId('current-reply')).toHaveTextContent('ご来店ありがとうございました。');
    expect(within(card).getByRole('status')).toHaveTextContent('返信しました');
    expect(within(card).queryByLabelText('返信文')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '返信を編集' })).toHaveFocus();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ review_id: 1, comment: 'ご来店ありがとうございました。' });
    expect(sent[0].idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].idempotency_key).toBe(sent[0].idempotency_key);
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('puts a server field error on the reply field', async () => {
    server.use(
      http.post('/api/reviews/reply', () =>
        json({ message: '入力内容に誤りがあります', errors: { comment: ['この口コミには返信できません'] } }, 422),
      ),
    );
    const { card, field } = await openReply();
    await userEvent.type(field, 'ありがとうございました');
    await userEvent.click(within(card).getByRole('button', { name: '送信' }));
    expect(await within(card).findByText('この口コミには返信できません')).toBeInTheDocument();
    expect(field).toHaveValue('ありがとうございました');
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
  });

  it('edits an existing reply, and deletes it only after confirmation', async () => {
    let deleted: string | null = null;
    const replied = makeReview(1, { reply: { comment: '以前の返信', updated_at: '2025/04/02 09:00' }, reply_state: 'replied' });
    server.use(
      http.delete('/api/reviews/reply', ({ request }) => {
        deleted = new URL(request.url).searchParams.get('review_id');
        return json({ message: '返信を削除しました', data: makeReview(1) });
      }),
    );
    const { card, field } = await openReply([replied]);
    expect(field).toHaveValue('以前の返信');
    await userEvent.click(within(card).getByRole('button', { name: '返信欄を閉じる' }));

    await userEvent.click(within(card).getByRole('button', { name: '返信を削除' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'キャンセル' }));
    expect(deleted).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '返信を削除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getAllByText('この口コミへの返信を削除しますか？').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(deleted).toBe('1'));
    expect(await within(card).findByText('未返信')).toBeInTheDocument();
    expect(within(card).queryByTestId('current-reply')).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('返信を削除しました');
  });

  it('keeps a draft while the filters change and brings it back with the card', async () => {
    server.use(
      reviewsHandler((url) => (url.searchParams.get('ratings') === '1' ? reviewPage([]) : reviewPage([makeReview(1)]))),
      ...inboxSupportHandlers,
    );
    renderApp('/review');
    await userEvent.click(within(await firstCard()).getByRole('button', { name: '返信する' }));
    await userEvent.type(await within(await firstCard()).findByLabelText('返信文'), '書きかけの返信');
    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '★1' }));
    expect(await screen.findByText('条件に一致する口コミはありません。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '★1' }));
    const card = await firstCard();
    expect(within(card).getByLabelText('返信文')).toHaveValue('書きかけの返信');
    expect(within(card).getByLabelText('返信文')).not.toHaveFocus();
  });
});
