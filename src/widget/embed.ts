import { renderWidget } from '../shared/widget/render-widget';
import type { WidgetView } from '../shared/widget/widget-types';

// The script a business pastes once (`<div data-meo-widget="…">` + this script). It draws each placeholder inside its
// own shadow root, so the host page's CSS cannot break the widget and the widget's CSS cannot leak out, and it
// reads the widget from the server it was loaded from, with no cookies.
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/u;
const script = document.currentScript as HTMLScriptElement | null;
const origin = script ? new URL(script.src, document.baseURI).origin : '';

async function mount(host: HTMLElement): Promise<void> {
  const id = host.dataset.meoWidget ?? '';
  if (!PUBLIC_ID.test(id) || host.dataset.meoMounted) return;
  host.dataset.meoMounted = '1';
  const root = host.attachShadow({ mode: 'open' });
  // no-cache: revalidate with the ETag on every page view (a 304 when nothing changed), so a review hidden in the
  // console disappears at the next view rather than after the max-age shared caches may keep.
  const response = await fetch(`${origin}/api/preview/widgets/${id}`, { credentials: 'omit', cache: 'no-cache' });
  if (!response.ok) return;
  renderWidget(root, (await response.json()) as WidgetView);
}

function mountAll(): void {
  document.querySelectorAll<HTMLElement>('[data-meo-widget]').forEach((host) => {
    mount(host).catch(() => undefined);
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
