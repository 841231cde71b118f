import { ja } from '../../../shared/i18n/ja';
import { rankingSettingsJa } from '../../../shared/i18n/ranking-settings.ja';
import { MEASURE_LIMITS, MEASURE_TIME_PATTERN, POINT_KINDS, isValidLatitude, isValidLongitude, type PointKind } from '../../../shared/ranking/measure-rules';
import { numberRange, requiredText, singleLine, yup } from '../../../shared/validation/validators';
import { keywordLines } from './measure-form.mappers';

const v = ja.validation;
const t = rankingSettingsJa.form;
const max = (n: number) => v.stringMax.replace('${max}', String(n));

/** A point as the form holds it: numbers or '' while a box is empty (NumberField's convention). */
export interface PointValues {
  kind: PointKind;
  label: string;
  lat: number | '';
  lng: number | '';
}

const needsLabel = (kind: unknown) => kind === 'address' || kind === 'station';
const coordinate = (valid: (n: number) => boolean) =>
  yup
    .mixed<number | ''>()
    .test('required', v.required, function (value) {
      return this.parent.kind !== 'coordinates' || typeof value === 'number';
    })
    .test('range', v.format, (value) => typeof value !== 'number' || valid(value));

const pointSchema = yup.object({
  kind: yup.mixed<PointKind>().oneOf([...POINT_KINDS]).required(v.requiredSelect),
  label: yup
    .string()
    .default('')
    .max(MEASURE_LIMITS.pointLabel, max(MEASURE_LIMITS.pointLabel))
    .test('required', v.required, function (value) {
      return !needsLabel(this.parent.kind) || !!value?.trim();
    }),
  lat: coordinate(isValidLatitude),
  lng: coordinate(isValidLongitude),
});

const { min: radiusMin, max: radiusMax } = MEASURE_LIMITS.radius;
const shared = {
  point: pointSchema,
  radius_m: numberRange(radiusMin, radiusMax).integer(v.format).typeError(v.required).required(v.required),
  measure_time: yup.string().required(v.required).matches(MEASURE_TIME_PATTERN, v.format),
};

// One keyword per line: every line within the keyword limit, at most 50 distinct keywords in one request.
export const measureAddSchema = yup.object({
  ...shared,
  keywords: yup
    .string()
    .default('')
    .test('required', t.keywordsRequired, (value) => keywordLines(value).length > 0)
    .test('line-length', function (value) {
      const lines = (value ?? '').split(/\r?\n/);
      const index = lines.findIndex((line) => line.trim().length > MEASURE_LIMITS.keyword);
      return index < 0 || this.createError({ message: t.keywordTooLong(index + 1) });
    })
    .test('count', t.keywordsTooMany, (value) => keywordLines(value).length <= MEASURE_LIMITS.keywordsPerRequest),
  local_account_ids: yup.array(yup.string().required()).default([]).min(1, t.storesNone),
  contract: yup.boolean().default(false),
});

export const measureEditSchema = yup.object({
  ...shared,
  keyword: requiredText().max(MEASURE_LIMITS.keyword, max(MEASURE_LIMITS.keyword)).concat(singleLine()),
});

export type MeasureAddValues = Omit<yup.InferType<typeof measureAddSchema>, 'point' | 'radius_m'> & { point: PointValues; radius_m: number | '' };
export type MeasureEditValues = Omit<yup.InferType<typeof measureEditSchema>, 'point' | 'radius_m'> & { point: PointValues; radius_m: number | '' };
