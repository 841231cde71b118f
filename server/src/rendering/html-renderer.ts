// Renders our own HTML pages to PNG (the rank snapshots). A foundation: modules get it through deps.htmlRenderer.
// Implementations: the headless Chromium one (chromium-renderer.ts) when a browser is installed, and `unavailable`
// otherwise — callers then record the picture as missing and go on; a missing browser never fails the work.

export interface HtmlRenderer {
  /** false when no browser can be started here: callers record the snapshot as missing without trying. */
  readonly available: boolean;
  /** PNG bytes of the page at `width` CSS px (height: the whole page). Throws when the render fails. */
  renderPng(html: string, options: { width: number }): Promise<Buffer>;
  close(): Promise<void>;
}

export const unavailableRenderer: HtmlRenderer = {
  available: false,
  renderPng: async () => {
    throw new Error('No browser is available to render HTML');
  },
  close: async () => undefined,
};
