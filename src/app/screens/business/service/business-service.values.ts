import type { ServiceItem, ServiceItemInput, ServicesPayload, ServiceType } from '../../../../features/business-menus/business-menus.api';

/*
 * One list in the payload's order, so the server's field errors (services.3.description) land on the Formik fields
 * of the same name; the screen shows the structured and the free-form rows apart, each at its own index.
 */
export interface ServiceValues {
  key: string;
  kind: ServiceItem['kind'];
  service_type_id: string;
  category: string;
  /** The service type's display name (structured) or the service's name (free-form). */
  name: string;
  description: string;
}
export interface ServiceFormValues {
  services: ServiceValues[];
}

let nextKey = 0;
const rowKey = () => `service-${(nextKey += 1)}`;

export const newStructuredService = (): ServiceValues => ({ key: rowKey(), kind: 'structured', service_type_id: '', category: '', name: '', description: '' });
export const newFreeFormService = (): ServiceValues => ({ key: rowKey(), kind: 'free_form', service_type_id: '', category: '', name: '', description: '' });

export const toServiceFormValues = (services: ServiceItem[]): ServiceFormValues => ({
  services: services.map((s) => ({
    key: rowKey(),
    kind: s.kind,
    service_type_id: s.service_type_id ?? '',
    category: s.category ?? '',
    name: s.name,
    description: s.description,
  })),
});

/** The payload: a structured service is named by its type's display name (kept as imported when the type is unknown here). */
export const toServicesPayload = (localAccountId: string, values: ServiceFormValues, types: ServiceType[]): ServicesPayload => ({
  local_account_id: localAccountId,
  services: values.services.map((s): ServiceItemInput =>
    s.kind === 'structured'
      ? {
          kind: 'structured',
          service_type_id: s.service_type_id,
          category: null,
          name: types.find((type) => type.service_type_id === s.service_type_id)?.display_name ?? s.name,
          description: s.description,
        }
      : { kind: 'free_form', service_type_id: null, category: s.category.trim() || null, name: s.name.trim(), description: s.description },
  ),
});
