import type { GoogleClients } from './google.client';
import type { GoogleCredentials } from './google.types';

/** A Google category with the structured service types it offers (Business Information v1 `categories:batchGet`, view FULL). */
export interface GoogleCategory {
  /** `categories/gcid:…` */
  name: string;
  displayName: string;
  serviceTypes: { serviceTypeId: string; displayName: string }[];
}

export interface GoogleCategoriesPort {
  /** `names` as `gcid:…` (or `categories/gcid:…`); labels in `languageCode` for `regionCode`. An unknown id fails NOT_FOUND. */
  batchGetCategories(credentials: GoogleCredentials, names: readonly string[], languageCode: string, regionCode: string): Promise<GoogleCategory[]>;
}

interface CategoryJson {
  name?: string;
  displayName?: string;
  serviceTypes?: { serviceTypeId?: string; displayName?: string }[];
}

export function createGoogleCategoryMethods(clients: GoogleClients): GoogleCategoriesPort {
  return {
    async batchGetCategories(credentials, names, languageCode, regionCode) {
      if (names.length === 0) return [];
      const json = await clients.api(credentials, 'businessInformation').request<{ categories?: CategoryJson[] }>({
        method: 'GET',
        path: '/categories:batchGet',
        query: { names: names.map((name) => name.replace(/^categories\//, '')), languageCode, regionCode, view: 'FULL' },
      });
      return (json.categories ?? []).map((category) => ({
        name: category.name ?? '',
        displayName: category.displayName ?? '',
        serviceTypes: (category.serviceTypes ?? [])
          .filter((type) => typeof type.serviceTypeId === 'string' && type.serviceTypeId !== '')
          .map((type) => ({ serviceTypeId: type.serviceTypeId as string, displayName: type.displayName ?? type.serviceTypeId ?? '' })),
      }));
    },
  };
}
