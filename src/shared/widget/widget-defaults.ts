import type { WidgetKind } from './widget-types';

type Settings = Record<string, string | number | boolean | string[]>;

const common = (): Settings => ({
  name: '',
  accounts: [],
  theme: 1,
  font_family: 'gothic',
  title_disp: true,
  title: '',
  title_font_size: 18,
  title_color: '#ffffff',
  title_bgcolor: '#1a73e8',
  customcss: '',
  dispnum: 20,
  language: 1,
});

/** The settings a new widget of each kind starts from (every field of the contract's schema). */
export const defaultWidgetSettings = (kind: WidgetKind): Settings => {
  if (kind === 'review')
    return {
      ...common(),
      layout: 1,
      item_disp: 1,
      review_width: 0,
      padding_size: 16,
      star_color: '#fbbc04',
      headerparts_color: '#1a73e8',
      textreview_top: true,
      perpage: 6,
      rating_min: 4,
      rating_desc: false,
      order: 2,
      keywords: '',
      keywords_not: '',
      estimate: true,
      review_date: true,
      account_name: true,
      autoplay_interval: 5,
      slider_num: 3,
    };
  if (kind === 'post') return { ...common(), dispnum: 10, post_date: true, perpage: 5 };
  return { ...common(), dispnum: 12, display: 1, autoplay_interval: 0, slider_num: 3 };
};

// Layout 1 is a slider of cards (how many side by side, autoplay); layout 2 a paged wall of notes. A field that a
// layout does not use is kept as saved but not offered, so switching back restores it.
const REVIEW_SLIDER_ONLY = ['slider_num', 'autoplay_interval'];
const REVIEW_NOTES_ONLY = ['perpage'];

/** Whether a review widget's layout uses the field (the others are hidden in the form). */
export const reviewFieldApplies = (field: string, layout: number): boolean =>
  layout === 1 ? !REVIEW_NOTES_ONLY.includes(field) : !REVIEW_SLIDER_ONLY.includes(field);

/** Whether a photo widget's display (1 gallery, 2 slider) uses the field. */
export const pictureFieldApplies = (field: string, display: number): boolean => display === 2 || !REVIEW_SLIDER_ONLY.includes(field);

/** The settings the embed needs to draw the widget; the rest (stores, filters, names) are applied on the server. */
export const DISPLAY_SETTINGS: Record<WidgetKind, readonly string[]> = {
  review: ['theme', 'font_family', 'title_disp', 'title_font_size', 'title_color', 'title_bgcolor', 'language', 'layout', 'item_disp', 'review_width', 'padding_size', 'star_color', 'headerparts_color', 'perpage', 'estimate', 'autoplay_interval', 'slider_num'],
  post: ['theme', 'font_family', 'title_disp', 'title_font_size', 'title_color', 'title_bgcolor', 'language', 'perpage'],
  picture: ['theme', 'font_family', 'title_disp', 'title_font_size', 'title_color', 'title_bgcolor', 'language', 'display', 'autoplay_interval', 'slider_num'],
};
