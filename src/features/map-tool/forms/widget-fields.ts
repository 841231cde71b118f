import { pictureFieldApplies, reviewFieldApplies } from '../../../shared/widget/widget-defaults';
import type { WidgetKind } from '../../../shared/widget/widget-types';

/** The contract's integer fields and their ranges (openapi/schemas/map-tool.yaml; section 9 for rating and paging). */
export const NUMBER_LIMITS = {
  title_font_size: { min: 10, max: 40 },
  dispnum: { min: 1, max: 100 },
  review_width: { min: 0, max: 1600 },
  padding_size: { min: 0, max: 64 },
  perpage: { min: 0, max: 10 },
  rating_min: { min: 1, max: 5 },
  autoplay_interval: { min: 0, max: 60 },
} as const;
export type NumberFieldName = keyof typeof NUMBER_LIMITS;

/** The contract's enumerations; the form holds each choice as its string (radios and selects deal in strings). */
export const CHOICES = {
  theme: ['1', '2'],
  font_family: ['gothic', 'mincho', 'rounded'],
  language: ['1', '2', '3'],
  layout: ['1', '2'],
  item_disp: ['1', '2', '3'],
  order: ['1', '2', '3'],
  display: ['1', '2'],
  slider_num: ['1', '3', '5'],
} as const;
export type ChoiceFieldName = keyof typeof CHOICES;

/** Choices whose contract value is a number (font_family stays a string). */
export const NUMERIC_CHOICES: readonly ChoiceFieldName[] = ['theme', 'language', 'layout', 'item_disp', 'order', 'display', 'slider_num'];

export const TEXT_LIMITS = { name: 50, title: 50, keywords: 200, keywords_not: 200, customcss: 10000 } as const;
export const ACCOUNTS_MAX = 100;

export const isNumberField = (name: string): name is NumberFieldName => name in NUMBER_LIMITS;
export const isChoiceField = (name: string): name is ChoiceFieldName => name in CHOICES;

export const inRange = (name: NumberFieldName, value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= NUMBER_LIMITS[name].min && value <= NUMBER_LIMITS[name].max;

/**
 * Whether the form offers a field for the kind's current layout (reviews: 1 カード slider / 2 付箋 notes) or display
 * (photos: 1 ギャラリー / 2 スライダー). A field not offered keeps its saved value and is not validated.
 */
export const fieldApplies = (kind: WidgetKind, field: string, values: Record<string, unknown>): boolean => {
  if (kind === 'review') return reviewFieldApplies(field, Number(values.layout));
  if (kind === 'picture') return pictureFieldApplies(field, Number(values.display));
  return true;
};
