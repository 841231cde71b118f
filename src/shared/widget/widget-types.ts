/** The three kinds of embeddable widget (MEO活用ツール / MAP活用ツール). */
export type WidgetKind = 'review' | 'post' | 'picture';

/** One item as an embedded widget receives it: nothing else of the review, post or photo leaves the server. */
export interface WidgetViewItem {
  rating: number | null;
  text: string;
  author: string;
  /** YYYY-MM-DD in Asia/Tokyo, or '' when the widget hides dates. */
  date: string;
  photos: string[];
}

/**
 * What the embed renders (the public endpoint's answer, and the console's live preview built from the form).
 * `settings` holds the display settings only: which stores, keywords and names the console uses stay on the server.
 */
export interface WidgetView {
  kind: WidgetKind;
  settings: Record<string, string | number | boolean>;
  css: string;
  title: string;
  summary: { average: number; count: number } | null;
  items: WidgetViewItem[];
}

/** An item of a store as the server (or the console's item list) knows it, before a widget's settings apply. */
export interface WidgetSourceItem {
  id: number;
  rating: number | null;
  text: string;
  author: string;
  /** ISO date-time. */
  date: string;
  photos: string[];
  store_name: string;
  visible: boolean;
}
