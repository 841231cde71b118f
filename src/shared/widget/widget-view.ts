import { DateTime } from 'luxon';
import { TOKYO } from '../dates/zone';
import { DISPLAY_SETTINGS } from './widget-defaults';
import type { WidgetKind, WidgetSourceItem, WidgetView, WidgetViewItem } from './widget-types';

type Settings = Record<string, unknown>;

const words = (value: unknown): string[] =>
  String(value ?? '')
    .split(/[\s,、，\u3000]+/u)
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w.length > 0);

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

// Dates are the store's calendar day in Japan, whatever zone the viewer's browser or the server runs in.
const tokyoDate = (iso: string): string => DateTime.fromISO(iso, { zone: TOKYO }).toISODate() ?? '';

function reviewFilter(settings: Settings) {
  const ratingMin = num(settings.rating_min, 1);
  const wanted = words(settings.keywords);
  const unwanted = words(settings.keywords_not);
  const itemDisp = num(settings.item_disp, 1);
  return (item: WidgetSourceItem): boolean => {
    if ((item.rating ?? 0) < ratingMin) return false;
    const text = item.text.toLowerCase();
    if (wanted.length > 0 && !wanted.some((w) => text.includes(w))) return false;
    if (unwanted.some((w) => text.includes(w))) return false;
    if (itemDisp === 2 && item.photos.length === 0) return false;
    return true;
  };
}

function shuffle<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function orderReviews(items: WidgetSourceItem[], settings: Settings, random: () => number): WidgetSourceItem[] {
  const order = num(settings.order, 2);
  const byDate = (a: WidgetSourceItem, b: WidgetSourceItem) => (order === 1 ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date));
  const base = order === 3 ? shuffle(items, random) : [...items].sort(byDate);
  // Array.prototype.sort is stable, so these keys refine the order above instead of replacing it.
  if (settings.rating_desc === true) base.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
  if (settings.textreview_top === true) base.sort((a, b) => Number(b.text.trim() !== '') - Number(a.text.trim() !== ''));
  return base;
}

function toViewItem(kind: WidgetKind, item: WidgetSourceItem, settings: Settings): WidgetViewItem {
  const showDate = kind === 'review' ? settings.review_date !== false : kind === 'post' ? settings.post_date !== false : false;
  const itemDisp = kind === 'review' ? num(settings.item_disp, 1) : 1;
  return {
    rating: kind === 'review' ? item.rating : null,
    text: itemDisp === 2 || kind === 'picture' ? '' : item.text,
    author: kind === 'review' && settings.account_name !== false ? item.author : '',
    date: showDate ? tokyoDate(item.date) : '',
    photos: itemDisp === 3 ? [] : item.photos,
  };
}

/**
 * Applies a widget's settings to the items of its stores: the visible flags, the review filters and order, the
 * display count and the fields each item may show. The server answers the embed with this, and the console's live
 * preview runs the same function on the form's values, so the preview is what the page will show.
 */
export function buildWidgetView(kind: WidgetKind, settings: Settings, source: WidgetSourceItem[], options: { css: string; random?: () => number; summary?: { average: number; count: number } }): WidgetView {
  const visible = source.filter((item) => item.visible);
  const rated = kind === 'review' ? visible.filter((item) => item.rating !== null) : [];
  const chosen = kind === 'review' ? orderReviews(visible.filter(reviewFilter(settings)), settings, options.random ?? Math.random) : [...visible].sort((a, b) => b.date.localeCompare(a.date));
  const display = Object.fromEntries(DISPLAY_SETTINGS[kind].filter((k) => settings[k] !== undefined).map((k) => [k, settings[k] as string | number | boolean]));
  const average = rated.length === 0 ? 0 : rated.reduce((sum, item) => sum + (item.rating ?? 0), 0) / rated.length;
  return {
    kind,
    settings: display,
    css: options.css,
    title: String(settings.title ?? '').trim() || (source[0]?.store_name ?? ''),
    // The summary counts every visible rated review of the stores, not just those the filters let through, as
    // Google's own panel does; rounded to one decimal like Google shows it. The server passes it in, computed over
    // all reviews rather than the bounded read.
    summary: kind === 'review' && settings.estimate === true ? (options.summary ?? { average: Math.round(average * 10) / 10, count: rated.length }) : null,
    items: chosen.slice(0, num(settings.dispnum, 20)).map((item) => toViewItem(kind, item, settings)),
  };
}
