import { http } from 'msw';
import type {
  ErrorBody,
  GetServiceListFromGoogleApiResponse,
  GetServicesApiResponse,
  GetServiceTypeMastersApiResponse,
  SaveServicesApiResponse,
  ServiceItem,
  ServiceSet,
  ServicesPayload,
} from '../../../../features/business-menus/business-menus.api';
import { json } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { makeReflection } from '../menu/business-menu.testing';

export const makeServiceSet = (services: ServiceItem[], overrides: Partial<ServiceSet> = {}): ServiceSet => ({
  local_account_id: 'g_1',
  store_name: 'テスト店1',
  google_category_id: 'gcid:hair_salon',
  services,
  updated_at: null,
  reflections: [makeReflection('google'), makeReflection('yahoo')],
  ...overrides,
});

export const structured = (id: string, name: string, description = ''): ServiceItem => ({ kind: 'structured', service_type_id: id, category: null, name, description });
export const freeForm = (category: string, name: string, description = ''): ServiceItem => ({ kind: 'free_form', service_type_id: null, category, name, description });

interface ServiceServerOptions {
  google?: () => Response;
  refuse?: (payload: ServicesPayload) => ErrorBody | undefined;
}

/** The store's services, its category's service types and the Google import; every save is recorded as sent. */
export const serviceServer = (set: ServiceSet, options: ServiceServerOptions = {}) => {
  const saves: { method: string | null; payload: ServicesPayload }[] = [];
  const masters: string[] = [];
  server.use(
    http.get('/api/services', () => json<GetServicesApiResponse>({ message: '', data: set })),
    http.get('/api/service-type-masters/:category', ({ request }) => {
      masters.push(new URL(request.url).pathname);
      return json<GetServiceTypeMastersApiResponse>({
        message: '',
        data: {
          category_id: 'gcid:hair_salon',
          service_types: [
            { service_type_id: 'job_type_id:haircut', display_name: 'ヘアカット' },
            { service_type_id: 'job_type_id:hair_coloring', display_name: 'ヘアカラー' },
          ],
        },
      });
    }),
    http.post('/api/services', async ({ request }) => {
      const form = await request.formData();
      const payload = JSON.parse(String(form.get('payload'))) as ServicesPayload;
      saves.push({ method: form.get('_method') as string | null, payload });
      const refusal = options.refuse?.(payload);
      if (refusal) return json<ErrorBody>(refusal, 422);
      return json<SaveServicesApiResponse>({ message: 'サービスを保存しました', data: makeServiceSet(payload.services) });
    }),
    http.get('/api/service-list-from-googles/:id', () => options.google?.() ?? json<GetServiceListFromGoogleApiResponse>({ message: '', data: { services: [] } })),
  );
  return { saves, masters };
};
