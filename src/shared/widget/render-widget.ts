import { mapWidgetLabels } from '../i18n/map-widget.ja';
import { widgetCss } from './widget-css';
import type { WidgetView, WidgetViewItem } from './widget-types';

type Labels = (typeof mapWidgetLabels)['ja'];

// Every text is set through textContent and every URL is checked here: a review is somebody else's words, and the
// host page is somebody else's site.
const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
};

const safeUrl = (value: string): string | null => {
  try {
    const url = new URL(value, document.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

const image = (src: string): HTMLImageElement | null => {
  const href = safeUrl(src);
  if (!href) return null;
  const img = el('img');
  img.src = href;
  img.alt = '';
  img.loading = 'lazy';
  img.decoding = 'async';
  img.referrerPolicy = 'no-referrer';
  return img;
};

const stars = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** The label in the widget's language: 1 Japanese, 2 English, 3 both (Japanese first). */
const pick = (language: unknown) => <T extends string>(get: (l: Labels) => T): string => {
  if (language === 2) return get(mapWidgetLabels.en as unknown as Labels);
  if (language === 3) return `${get(mapWidgetLabels.ja)} / ${get(mapWidgetLabels.en as unknown as Labels)}`;
  return get(mapWidgetLabels.ja);
};

function itemNode(view: WidgetView, item: WidgetViewItem, t: ReturnType<typeof pick>): HTMLElement {
  const li = el('li');
  const box = el('article', 'it');
  if (view.kind === 'picture') {
    box.className = 'gal';
    const img = image(item.photos[0] ?? '');
    if (img) box.append(img);
    li.append(box);
    return li;
  }
  const meta = el('div', 'meta');
  if (item.rating !== null) {
    const s = el('span', 'st', stars(item.rating));
    s.setAttribute('role', 'img');
    s.setAttribute('aria-label', t((l) => l.rating(item.rating ?? 0)));
    meta.append(s);
  }
  if (item.author) meta.append(el('span', undefined, item.author));
  if (item.date) meta.append(el('time', undefined, item.date));
  if (meta.childElementCount > 0) box.append(meta);
  if (item.text) box.append(el('p', 'tx', item.text));
  const photos = item.photos.map(image).filter((img): img is HTMLImageElement => img !== null);
  if (photos.length > 0) {
    const ph = el('div', 'ph');
    ph.append(...photos.slice(0, 4));
    box.append(ph);
  }
  li.append(box);
  return li;
}

/** Prev / next buttons and "n / m" at the end of `container`: the element, and the function that shows a page. */
function navigation(container: HTMLElement, pages: number, t: ReturnType<typeof pick>, go: (page: number) => void): { element: HTMLElement; draw: (page: number) => void } {
  const nav = el('div', 'nav');
  const prev = el('button', undefined, t((l) => l.prev));
  const next = el('button', undefined, t((l) => l.next));
  const where = el('span');
  where.setAttribute('aria-live', 'polite');
  prev.type = 'button';
  next.type = 'button';
  let current = 0;
  prev.addEventListener('click', () => go((current - 1 + pages) % pages));
  next.addEventListener('click', () => go((current + 1) % pages));
  nav.append(prev, where, next);
  container.append(nav);
  return {
    element: nav,
    draw: (page) => {
      current = page;
      where.textContent = `${page + 1} / ${pages}`;
    },
  };
}

// A card narrower than this is unreadable, so a slider shows fewer side by side than slider_num asks for when the
// widget itself is narrow (a phone, or a sidebar of a desktop page): it follows its own width, not the window's.
const MIN_CARD_PX = 200;

/** The slider: slider_num cards per view (fewer when narrow), prev / next, autoplay; answers its cleanup. */
function slider(box: HTMLElement, nodes: HTMLElement[], s: WidgetView['settings'], t: ReturnType<typeof pick>): () => void {
  const vp = el('div', 'vp');
  const track = el('ul', 'track');
  track.append(...nodes);
  vp.append(track);
  box.append(vp);
  let perView = 0;
  let pages = 1;
  let page = 0;
  let nav: ReturnType<typeof navigation> | null = null;
  const show = (p: number) => {
    page = p;
    track.style.transform = `translateX(-${p * 100}%)`;
    nav?.draw(p);
  };
  const layout = () => {
    const fits = Math.max(1, Math.floor(box.clientWidth / MIN_CARD_PX));
    const next = Math.min(Math.max(1, Number(s.slider_num) || 1), fits);
    if (next === perView) return;
    perView = next;
    for (const node of nodes) node.style.flexBasis = `${100 / perView}%`;
    pages = Math.max(1, Math.ceil(nodes.length / perView));
    nav?.element.remove();
    nav = pages > 1 ? navigation(box, pages, t, show) : null;
    show(Math.min(page, pages - 1));
  };
  layout();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(layout);
  observer?.observe(box);
  const seconds = Number(s.autoplay_interval) || 0;
  const timer = seconds > 0 ? window.setInterval(() => pages > 1 && show((page + 1) % pages), seconds * 1000) : undefined;
  return () => {
    window.clearInterval(timer);
    observer?.disconnect();
  };
}

/**
 * Draws a widget into `root` (the embed's shadow root, or the console's preview box) and returns the function that
 * stops its timers. Layout 1 of reviews and display 2 of photos are sliders; the rest are grids, paged when asked.
 */
export function renderWidget(root: ShadowRoot | HTMLElement, view: WidgetView): () => void {
  const s = view.settings;
  const t = pick(s.language);
  const style = el('style');
  style.textContent = `${widgetCss(s)}\n${view.css}`;
  const box = el('section', `mw${s.theme === 2 ? ' dark' : ''}`);
  box.setAttribute('aria-label', view.title || t((l) => l.region[view.kind]));
  if (s.title_disp !== false) {
    const hd = el('div', 'hd');
    hd.append(el('h2', undefined, view.title || t((l) => l.region[view.kind])));
    if (view.summary) hd.append(el('span', 'sum', `★ ${view.summary.average.toFixed(1)}（${t((l) => l.reviews(view.summary?.count ?? 0))}）`));
    box.append(hd);
  }
  root.replaceChildren(style, box);
  if (view.items.length === 0) {
    box.append(el('p', 'empty', t((l) => l.empty[view.kind])));
    return () => undefined;
  }
  const sliding = (view.kind === 'review' && s.layout === 1) || (view.kind === 'picture' && s.display === 2);
  const nodes = view.items.map((item) => itemNode(view, item, t));
  if (sliding) return slider(box, nodes, s, t);
  const list = el('ul', `list${view.kind === 'review' && s.layout === 2 ? ' note' : ''}`);
  box.append(list);
  const perPage = Number(s.perpage) || 0;
  const pages = perPage > 0 ? Math.ceil(nodes.length / perPage) : 1;
  if (pages <= 1) {
    list.append(...nodes);
    return () => undefined;
  }
  const pager = navigation(box, pages, t, (p) => {
    list.replaceChildren(...nodes.slice(p * perPage, (p + 1) * perPage));
    pager.draw(p);
  });
  list.append(...nodes.slice(0, perPage));
  pager.draw(0);
  return () => undefined;
}
