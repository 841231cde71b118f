import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { buildWidgetView } from '../../../../src/shared/widget/widget-view';
import { sanitizeCustomCss } from './custom-css';
import { findItems, reviewSummary } from './map-items.repository';
import { findWidgetByPublicId } from './map-widgets.repository';

export interface PublicWidgetAnswer {
  etag: string;
  body: string;
}

interface Entry extends PublicWidgetAnswer {
  companyId: number;
  expiresAt: number;
}

// A popular site can send a burst of page views; each widget's answer is built once per few seconds and served from
// memory in between, so the database sees a handful of reads whatever the traffic (providers are never called: the
// items are our synced copies). Writes in this process drop the company's entries at once; another process's write
// shows here within CACHE_MS.
const CACHE_MS = 10_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, Entry>();

/** Drops the cached answers of a company's widgets after a widget or a visible flag changed. */
export function forgetCompanyWidgets(companyId: number): void {
  for (const [key, entry] of cache) if (entry.companyId === companyId) cache.delete(key);
}

// The widget shows at most 100 items; reading a bounded window (1,000 for reviews, whose keyword filters run after
// the read) keeps the public read cheap for a store with tens of thousands of reviews.
const REVIEW_WINDOW = 1_000;

async function build(deps: Pick<Deps, 'db' | 'config'>, publicId: string): Promise<Entry | null> {
  const widget = await findWidgetByPublicId(deps.db, publicId);
  if (!widget) return null;
  const s = widget.settings;
  const review = widget.kind === 'review';
  const dispnum = typeof s.dispnum === 'number' ? s.dispnum : 20;
  const { items } = await findItems(deps.db, widget.kind, {
    companyId: widget.companyId,
    accountIds: widget.accountIds,
    visibleOnly: true,
    limit: review ? REVIEW_WINDOW : dispnum,
    offset: 0,
    oldestFirst: review && s.order === 1,
    ratingMin: review && typeof s.rating_min === 'number' ? s.rating_min : undefined,
  });
  const summary = review && s.estimate === true ? await reviewSummary(deps.db, widget.companyId, widget.accountIds) : undefined;
  const css = await sanitizeCustomCss(typeof s.customcss === 'string' ? s.customcss : '', deps.config.publicOrigin);
  const body = JSON.stringify(buildWidgetView(widget.kind, s, items, { css, summary }));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { companyId: widget.companyId, etag, body, expiresAt: Date.now() + CACHE_MS };
}

/** What an embed shows, from memory when fresh. A deleted or unknown widget is a 404 (its snippet then shows nothing). */
export async function getPublicWidget(deps: Pick<Deps, 'db' | 'config'>, publicId: string): Promise<PublicWidgetAnswer> {
  const cached = cache.get(publicId);
  if (cached && cached.expiresAt > Date.now()) return cached;
  const entry = await build(deps, publicId);
  if (!entry) {
    cache.delete(publicId);
    throw notFound();
  }
  cache.delete(publicId);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(publicId, entry);
  return entry;
}
