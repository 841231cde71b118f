import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { inboxSupportHandlers, makeReview, reviewPage, reviewsHandler } from '../../../app/screens/review/review-inbox.testing';
import { makeUser } from '../../../testing/fixtures';
import { json } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';

const scrolled: Element[] = [];
const original = Element.prototype.scrollIntoView;

beforeEach(() => {
  seedSession(makeUser());
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  Element.prototype.scrollIntoView = original;
});

// Sends one reply from the first card of the inbox; the server answers with `answer`.
const sendReply = async (answer: (comment: string) => { message: string; data: ReturnType<typeof makeReview> }) => {
  server.use(
    reviewsHandler(() => reviewPage([makeReview(1)])),
    ...inboxSupportHandlers,
    http.post('/api/reviews/reply', async ({ request }) => json(answer(((await request.json()) as { comment: string }).comment))),
  );
  renderApp('/review');
  const card = (await screen.findAllByTestId('review-card'))[0];
  await userEvent.click(within(card).getByRole('button', { name: '返信する' }));
  await userEvent.type(await within(card).findByLabelText('返信文'), 'ご来店ありがとうございました。');
  await userEvent.click(within(card).getByRole('button', { name: '送信' }));
  return card;
};

const follows = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('review reply outcome notice', () => {
  it('shows the success beside the button the focus returns to, scrolled into view, and lets it fade by itself', async () => {
    const card = await sendReply((comment) => ({
      message: '口コミに返信しました',
      data: makeReview(1, { reply: { comment, updated_at: '2025/04/03 12:00' }, reply_state: 'replied' }),
    }));
    const status = within(card).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('口コミに返信しました'));
    const opener = within(card).getByRole('button', { name: '返信を編集' });
    expect(opener).toHaveFocus();
    // Under the buttons, not above the reply where a sticky header covers it once the box has closed.
    expect(follows(opener, status)).toBe(true);
    expect(scrolled).toContain(status);
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 6_000 });
    expect(status).toBeEmptyDOMElement();
  }, 15_000);

  it('a reply Google made wait is shown queued (送信待ち) and its text stays in the box', async () => {
    const card = await sendReply(() => ({
      message: '返信を送信待ちにしました。Googleが混み合っているため、受付が再開しだい自動で送信します。',
      data: makeReview(1, { reply_state: 'sending', reply_error: '送信待ち：Googleが混み合っているため、受付が再開しだい自動で送信します。' }),
    }));
    const status = within(card).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('返信を送信待ちにしました。'));
    expect(within(card).getByTestId('reply-state')).toHaveTextContent('送信待ち');
    expect(within(card).getByTestId('reply-queued')).toHaveTextContent('受付が再開しだい自動で送信します');
    expect(scrolled).toContain(status);
    await userEvent.click(within(card).getByRole('button', { name: '返信する' }));
    expect(within(card).getByLabelText('返信文')).toHaveValue('ご来店ありがとうございました。');
  });
});
