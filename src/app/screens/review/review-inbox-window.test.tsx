import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp, seedSession } from '../../../testing/render';
import { inboxSupportHandlers, makeReview, reviewPage, reviewsHandler } from './review-inbox.testing';

// jsdom has no layout: every element is 0 px tall. Here each rendered row of a windowed list is 300 px tall (the
// list measures rows with offsetHeight), the window 768 px, and scrolling is setting scrollY and firing a scroll.
const ROW = 300;
const GAP = 12;
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-windowed-row') ? ROW : 0;
    },
  });
});
afterAll(() => {
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
});
beforeEach(() => seedSession(makeUser()));
afterEach(() => scrollToRow(0));

const scrollToRow = (index: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: index * (ROW + GAP), configurable: true });
    fireEvent.scroll(window);
  });

const cards = () => screen.queryAllByTestId('review-card');
const card = (id: number) => document.querySelector<HTMLElement>(`[data-testid="review-card"][data-review-id="${id}"]`);
const renderedIds = () => cards().map((c) => Number(c.dataset.reviewId));
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeReview(from + i));
const TOTAL = 610;

// Pages: 10, then three of 200 (c1, c2, c3).
const serveManyPages = () =>
  server.use(
    reviewsHandler((url) => {
      const cursor = url.searchParams.get('cursor');
      if (cursor === 'c1') return reviewPage(range(11, 200), TOTAL, 'c2');
      if (cursor === 'c2') return reviewPage(range(211, 200), TOTAL, 'c3');
      if (cursor === 'c3') return reviewPage(range(411, 200), TOTAL, null);
      return reviewPage(range(1, 10), TOTAL, 'c1');
    }),
    ...inboxSupportHandlers,
  );

const listHeight = () => parseFloat(screen.getByTestId('review-rows').style.height);

const loadAll = async () => {
  await screen.findByRole('button', { name: 'さらに表示' });
  for (const firstNew of [11, 211, 411]) {
    const before = listHeight();
    await userEvent.click(screen.getByRole('button', { name: 'さらに表示' }));
    await waitFor(() => expect(card(firstNew)).toHaveFocus());
    expect(listHeight()).toBeGreaterThan(before);
    expect(cards().length).toBeLessThanOrEqual(20);
  }
  await waitFor(() => expect(screen.queryByRole('button', { name: 'さらに表示' })).not.toBeInTheDocument());
};

describe('review inbox: a windowed list', () => {
  it('keeps the rendered cards bounded while pages load, and the list still holds every review', async () => {
    serveManyPages();
    renderApp('/review');
    expect(await screen.findByText(`全${TOTAL}件`)).toBeInTheDocument();
    await loadAll();
    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));

    // Rows not rendered yet count at an estimated height, so a scroll lands near (not exactly on) a row.
    scrollToRow(300);
    await waitFor(() => expect(card(1)).not.toBeInTheDocument());
    const ids = renderedIds();
    expect(ids.length).toBeLessThanOrEqual(20);
    expect(Math.min(...ids)).toBeGreaterThan(250);
    expect(Math.max(...ids)).toBeLessThan(350);
    // Rows stay in DOM order, which is the visual order.
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    scrollToRow(TOTAL);
    expect(await screen.findByText(`口コミ本文${TOTAL}`)).toBeInTheDocument();
    expect(cards().length).toBeLessThanOrEqual(20);
  });

  it('keeps a typed draft and an open box when the card scrolls away and back', async () => {
    serveManyPages();
    renderApp('/review');
    await loadAll();
    scrollToRow(0);
    await waitFor(() => expect(card(2)).toBeInTheDocument());
    await userEvent.click(within(card(2)!).getByRole('button', { name: '返信する' }));
    await userEvent.type(await within(card(2)!).findByLabelText('返信文'), '書きかけの返信');
    // Focus leaves the list, so nothing keeps the card rendered.
    await userEvent.click(screen.getByRole('button', { name: '絞り込み' }));
    scrollToRow(400);
    await waitFor(() => expect(card(2)).not.toBeInTheDocument());
    scrollToRow(0);
    await waitFor(() => expect(card(2)).toBeInTheDocument());
    const field = within(card(2)!).getByLabelText('返信文');
    expect(field).toHaveValue('書きかけの返信');
    expect(field).not.toHaveFocus();
  });

  it('never unmounts the focused card, and Tab goes on from it', async () => {
    serveManyPages();
    renderApp('/review');
    await loadAll();
    scrollToRow(0);
    await waitFor(() => expect(card(3)).toBeInTheDocument());
    await userEvent.click(within(card(3)!).getByRole('button', { name: '返信する' }));
    const field = await within(card(3)!).findByLabelText('返信文');
    await userEvent.type(field, '入力中');
    expect(field).toHaveFocus();

    scrollToRow(500);
    await waitFor(() => expect(Math.max(...renderedIds())).toBeGreaterThan(450));
    expect(renderedIds().length).toBeLessThanOrEqual(20);
    expect(field).toBeInTheDocument();
    expect(field).toHaveFocus();
    // The next card stays rendered too, so Tab moves on within the list rather than jumping to the page's end.
    expect(card(4)).toBeInTheDocument();
    await userEvent.tab();
    expect(document.activeElement?.closest('[data-windowed-row]')).not.toBeNull();
    expect(within(card(3)!).getByLabelText('返信文')).toHaveValue('入力中');
  });
});
