import { drawWhenNear } from './chart-scheduler';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { target: Element | null; callback: Callback; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: Callback) {
    this.entry = { target: null, callback, disconnected: false };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

const scrollIntoView = (canvas: Element) => {
  for (const o of observers) if (o.target === canvas && !o.disconnected) o.callback([{ isIntersecting: true }]);
};

describe('drawWhenNear', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    observers.length = 0;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('draws a chart only once its canvas comes near the viewport, one chart per task', () => {
    const [a, b, c] = [document.createElement('canvas'), document.createElement('canvas'), document.createElement('canvas')];
    const drawn: string[] = [];
    drawWhenNear(a, () => drawn.push('a'));
    drawWhenNear(b, () => drawn.push('b'));
    drawWhenNear(c, () => drawn.push('c'));
    jest.runOnlyPendingTimers();
    expect(drawn).toEqual([]);

    scrollIntoView(a);
    scrollIntoView(b);
    expect(drawn).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(drawn).toEqual(['a']);
    jest.advanceTimersToNextTimer();
    expect(drawn).toEqual(['a', 'b']);
    jest.runAllTimers();
    expect(drawn).toEqual(['a', 'b']);
  });

  it('never draws a cancelled chart, whether it was waiting for the viewport or queued', () => {
    const [a, b] = [document.createElement('canvas'), document.createElement('canvas')];
    const drawn: string[] = [];
    const cancelA = drawWhenNear(a, () => drawn.push('a'));
    const cancelB = drawWhenNear(b, () => drawn.push('b'));
    cancelA();
    scrollIntoView(b);
    cancelB();
    scrollIntoView(a);
    jest.runAllTimers();
    expect(drawn).toEqual([]);
  });

  it('draws every waiting chart before the page is printed', () => {
    const drawn: string[] = [];
    drawWhenNear(document.createElement('canvas'), () => drawn.push('far'));
    window.dispatchEvent(new Event('beforeprint'));
    expect(drawn).toEqual(['far']);
    jest.runAllTimers();
    expect(drawn).toEqual(['far']);
  });

  it('draws at once where the browser cannot tell what is in view', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const drawn: string[] = [];
    drawWhenNear(document.createElement('canvas'), () => drawn.push('now'));
    expect(drawn).toEqual(['now']);
  });
});
