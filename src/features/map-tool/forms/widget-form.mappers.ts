import { defaultWidgetSettings } from '../../../shared/widget/widget-defaults';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import type { MapPictureWidgetSettings, MapPostWidgetSettings, MapReviewWidgetSettings } from '../map-tool.api';
import { CHOICES, inRange, isChoiceField, isNumberField, NUMERIC_CHOICES } from './widget-fields';

/** A form value: text, a number ('' while its box is empty), a switch, a choice (as a string) or the stores. */
export type WidgetFormValue = string | number | boolean | string[];
export type WidgetFormValues = Record<string, WidgetFormValue>;

export interface WidgetSettingsByKind {
  review: MapReviewWidgetSettings;
  post: MapPostWidgetSettings;
  picture: MapPictureWidgetSettings;
}

const sameShape = (value: unknown, fallback: unknown): boolean => (Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback);

/** The store keys in one order, so picking the same stores again does not count as a change. */
export const sortedKeys = (keys: readonly string[]): string[] => [...keys].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** The form's values: a saved widget's settings, or the kind's defaults for a new one (every contract field). */
export const toWidgetFormValues = (kind: WidgetKind, settings?: Record<string, unknown> | null): WidgetFormValues => {
  const values: WidgetFormValues = {};
  for (const [key, fallback] of Object.entries(defaultWidgetSettings(kind))) {
    const saved = settings?.[key];
    const value = saved !== undefined && saved !== null && sameShape(saved, fallback) ? (saved as WidgetFormValue) : fallback;
    if (key === 'accounts') values[key] = sortedKeys(value as string[]);
    else values[key] = isChoiceField(key) ? String(value) : value;
  }
  return values;
};

const settingOf = (key: string, value: WidgetFormValue | undefined, fallback: WidgetFormValue): WidgetFormValue => {
  if (isChoiceField(key)) {
    const choice = (CHOICES[key] as readonly string[]).includes(String(value)) ? String(value) : String(fallback);
    return NUMERIC_CHOICES.includes(key) ? Number(choice) : choice;
  }
  if (isNumberField(key)) return inRange(key, value) ? value : fallback;
  if (Array.isArray(fallback)) return Array.isArray(value) ? [...value] : [];
  if (typeof fallback === 'boolean') return value === true;
  const text = typeof value === 'string' ? value : String(fallback);
  return key === 'name' ? text.trim() : text;
};

/**
 * The contract's settings object from the form: choices back to numbers, names trimmed. A field the current layout
 * does not offer (and so does not validate) falls back to the default when its value is not one the contract takes;
 * the live preview reads unfinished values the same way.
 */
export const toWidgetSettings = <K extends WidgetKind>(kind: K, values: WidgetFormValues): WidgetSettingsByKind[K] => {
  const settings: Record<string, WidgetFormValue> = {};
  for (const [key, fallback] of Object.entries(defaultWidgetSettings(kind))) settings[key] = settingOf(key, values[key], fallback);
  return settings as unknown as WidgetSettingsByKind[K];
};
