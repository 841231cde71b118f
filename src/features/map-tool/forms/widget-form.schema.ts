import { ja } from '../../../shared/i18n/ja';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import { colour, numberRange, requiredText, yup } from '../../../shared/validation/validators';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { ACCOUNTS_MAX, CHOICES, fieldApplies, NUMBER_LIMITS, TEXT_LIMITS, type ChoiceFieldName, type NumberFieldName } from './widget-fields';

const v = ja.validation;
const t = mapToolJa;

const integer = (name: NumberFieldName) => numberRange(NUMBER_LIMITS[name].min, NUMBER_LIMITS[name].max).integer(v.format).typeError(v.required).required(v.required);
const choice = (name: ChoiceFieldName, message: string = v.requiredSelect) => yup.string().required(v.requiredSelect).oneOf([...CHOICES[name]], message);
const colourCode = () => colour().required(v.required);

// A field the current layout does not offer is not validated (it keeps its saved value, see toWidgetSettings).
const whenApplies = (kind: WidgetKind, field: string, dependsOn: string, schema: yup.Schema) =>
  yup.mixed().when(dependsOn, ([current]: unknown[]) => (fieldApplies(kind, field, { [dependsOn]: current }) ? schema : yup.mixed().notRequired()));

const common = {
  name: requiredText().max(TEXT_LIMITS.name),
  accounts: yup.array(yup.string().required()).default([]).min(1, t.fields.storesRequired).max(ACCOUNTS_MAX),
  theme: choice('theme'),
  font_family: choice('font_family'),
  title_disp: yup.boolean(),
  title: yup.string().max(TEXT_LIMITS.title),
  title_font_size: integer('title_font_size'),
  title_color: colourCode(),
  title_bgcolor: colourCode(),
  customcss: yup.string().max(TEXT_LIMITS.customcss),
  dispnum: integer('dispnum'),
  language: choice('language'),
};

const sliderNum = () => choice('slider_num', t.validation.sliderNum);

const byKind = {
  review: () =>
    yup.object({
      ...common,
      layout: choice('layout'),
      item_disp: choice('item_disp'),
      review_width: integer('review_width'),
      padding_size: integer('padding_size'),
      star_color: colourCode(),
      headerparts_color: colourCode(),
      perpage: whenApplies('review', 'perpage', 'layout', integer('perpage')),
      rating_min: integer('rating_min'),
      order: choice('order'),
      keywords: yup.string().max(TEXT_LIMITS.keywords),
      keywords_not: yup.string().max(TEXT_LIMITS.keywords_not),
      autoplay_interval: whenApplies('review', 'autoplay_interval', 'layout', integer('autoplay_interval')),
      slider_num: whenApplies('review', 'slider_num', 'layout', sliderNum()),
    }),
  post: () => yup.object({ ...common, perpage: integer('perpage') }),
  picture: () =>
    yup.object({
      ...common,
      display: choice('display'),
      autoplay_interval: whenApplies('picture', 'autoplay_interval', 'display', integer('autoplay_interval')),
      slider_num: whenApplies('picture', 'slider_num', 'display', sliderNum()),
    }),
};

/** The kind's form schema: the contract's limits (section 9: rating 1–5, per page 0–10, slider 1/3/5) in Japanese. */
export const widgetFormSchema = (kind: WidgetKind) => byKind[kind]();
