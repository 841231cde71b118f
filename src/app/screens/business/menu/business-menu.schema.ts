import { setIn, type FormikErrors } from 'formik';
import { MENU_CATEGORIES } from '../../../../shared/business/menu-categories';
import { ja } from '../../../../shared/i18n/ja';
import { safeText, yup } from '../../../../shared/validation/validators';
import { businessMenuJa as t } from './business-menu.ja';
import type { MenuFormValues } from './business-menu.values';

const v = ja.validation;

/** The contract's bounds (openapi/schemas/business-menus.yaml, MenusPayload). */
export const MENU_LIMITS = { items: 80, newPhotosPerSave: 10, name: 140, description: 1000, priceMax: 99_999_999, photoMinBytes: 10 * 1024, photoMaxBytes: 5 * 1024 * 1024 } as const;

const max = (n: number) => v.stringMax.replace('${max}', String(n));
const priceRange = v.numberRange.replace('${min}', '0').replace('${max}', String(MENU_LIMITS.priceMax));
const name = () => safeText().trim().required(v.required).max(MENU_LIMITS.name, max(MENU_LIMITS.name));

const item = yup.object({
  name: name(),
  price: yup
    .mixed<number | ''>()
    .test('integer', v.format, (value) => typeof value !== 'number' || Number.isInteger(value))
    .test('range', priceRange, (value) => typeof value !== 'number' || (value >= 0 && value <= MENU_LIMITS.priceMax)),
  description: safeText().max(MENU_LIMITS.description, max(MENU_LIMITS.description)),
  photo: yup
    .mixed<File>()
    .nullable()
    .test('min-bytes', t.item.photoTooSmall, (file) => !file || file.size >= MENU_LIMITS.photoMinBytes),
});

// Field by field, as the server checks the payload (required, lengths, forbidden characters, price range).
export const businessMenuSchema = yup.object({
  menus: yup.array().of(
    yup.object({
      category: yup.string().required(v.requiredSelect).oneOf([...MENU_CATEGORIES], v.requiredSelect),
      name: name(),
      sections: yup.array().of(yup.object({ name: name(), items: yup.array().of(item) })),
    }),
  ),
});

/**
 * The rules across rows, worded and placed as the server's: Google's 80 items across all menus (the 81st item's name
 * carries 「メニューは80件までです」), and at most 10 new photos per save (the 11th photo's field says so).
 */
export const validateMenuRules = (values: MenuFormValues): FormikErrors<MenuFormValues> => {
  let errors: FormikErrors<MenuFormValues> = {};
  let items = 0;
  let photos = 0;
  for (const [m, menu] of values.menus.entries()) {
    for (const [s, section] of menu.sections.entries()) {
      for (const [i, item] of section.items.entries()) {
        const path = `menus.${m}.sections.${s}.items.${i}`;
        items += 1;
        if (items === MENU_LIMITS.items + 1) errors = setIn(errors, `${path}.name`, v.googleMenuLimit) as FormikErrors<MenuFormValues>;
        if (item.photo) photos += 1;
        if (item.photo && photos === MENU_LIMITS.newPhotosPerSave + 1) errors = setIn(errors, `${path}.photo`, t.item.tooManyPhotos) as FormikErrors<MenuFormValues>;
      }
    }
  }
  return errors;
};
