import { renderWidget } from './render-widget';
import type { WidgetView } from './widget-types';

const item = (n: number, text = `口コミ${n}`) => ({ rating: 4, text, author: `投稿者${n}`, date: '2026-11-01', photos: [] });
const view = (settings: WidgetView['settings'], count: number): WidgetView => ({
  kind: 'review',
  settings: { title_disp: true, language: 1, ...settings },
  css: '',
  title: 'デモ食堂 渋谷店',
  summary: { average: 4.2, count: 12 },
  items: Array.from({ length: count }, (_, i) => item(i + 1)),
});

// The widget measures its own box: jsdom lays nothing out, so the test gives every element the width of its host.
const hostOfWidth = (width: number) => {
  const host = document.createElement('div');
  document.body.append(host);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  return host;
};

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

describe('renderWidget', () => {
  it('shows review text as text, never as markup', () => {
    const host = hostOfWidth(800);
    renderWidget(host, { ...view({ layout: 2, perpage: 0 }, 0), items: [item(1, '<img src=x onerror=alert(1)>')] });
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(host.querySelector('h2')?.textContent).toBe('デモ食堂 渋谷店');
  });

  it('puts as many cards side by side as the widget is wide enough for, up to slider_num', () => {
    const wide = hostOfWidth(1000);
    renderWidget(wide, view({ layout: 1, slider_num: 3 }, 6));
    expect((wide.querySelector('.track > li') as HTMLElement).style.flexBasis).toBe(`${100 / 3}%`);
    expect(wide.querySelector('[aria-live]')?.textContent).toBe('1 / 2');
    jest.restoreAllMocks();

    const narrow = hostOfWidth(450);
    renderWidget(narrow, view({ layout: 1, slider_num: 5 }, 6));
    expect((narrow.querySelector('.track > li') as HTMLElement).style.flexBasis).toBe('50%');
    expect(narrow.querySelector('[aria-live]')?.textContent).toBe('1 / 3');
  });

  it('pages the notes of layout 2 by perpage', () => {
    const host = hostOfWidth(800);
    renderWidget(host, view({ layout: 2, perpage: 2 }, 5));
    expect(host.querySelectorAll('.list > li')).toHaveLength(2);
    (host.querySelectorAll('.nav button')[1] as HTMLButtonElement).click();
    expect([...host.querySelectorAll('.list .tx')].map((p) => p.textContent)).toEqual(['口コミ3', '口コミ4']);
    expect(host.querySelector('[aria-live]')?.textContent).toBe('2 / 3');
  });
});
