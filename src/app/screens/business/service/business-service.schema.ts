import { ja } from '../../../../shared/i18n/ja';
import { safeText, yup } from '../../../../shared/validation/validators';

const v = ja.validation;

/** The contract's bounds (openapi/schemas/business-menus.yaml, ServicesPayload). */
export const SERVICE_LIMITS = { services: 200, name: 140, description: 300 } as const;

const max = (n: number) => v.stringMax.replace('${max}', String(n));
const freeFormOnly = (schema: ReturnType<typeof safeText>) => yup.string().when('kind', { is: 'free_form', then: () => schema });

// As the server checks the payload: a structured service needs its type, a free-form one its name (the category, the
// heading Yahoo!プレイス lists it under, may stay empty).
export const businessServiceSchema = yup.object({
  services: yup
    .array()
    .max(SERVICE_LIMITS.services, v.arrayMax.replace('${max}', String(SERVICE_LIMITS.services)))
    .of(
      yup.object({
        kind: yup.string().oneOf(['structured', 'free_form']),
        service_type_id: yup.string().when('kind', { is: 'structured', then: (s) => s.required(v.requiredSelect) }),
        category: freeFormOnly(safeText().trim().max(SERVICE_LIMITS.name, max(SERVICE_LIMITS.name))),
        name: freeFormOnly(safeText().trim().required(v.required).max(SERVICE_LIMITS.name, max(SERVICE_LIMITS.name))),
        description: safeText().max(SERVICE_LIMITS.description, max(SERVICE_LIMITS.description)),
      }),
    ),
});
