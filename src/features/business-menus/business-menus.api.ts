import {
  generatedApi,
  type MenuCategory,
  type SaveMenusApiArg,
  type SaveServicesApiArg,
  type ServiceKind,
} from '../../api/generated/business-menus.gen';
import { multipartQuery } from '../../api/multipart';
import { dialogOpened } from '../../state/dialogs.slice';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

// Every type of the menus and services contract, for the feature, its screens and their tests.
export type {
  ErrorBody,
  GetMenuFromGoogleApiResponse,
  GetMenuServiceFromYahooApiResponse,
  GetMenusApiResponse,
  GetServiceListFromGoogleApiResponse,
  GetServicesApiResponse,
  GetServiceTypeMastersApiResponse,
  ImportedMenus,
  ImportedMenusAndServices,
  ImportedServices,
  ListingProviderName,
  Menu,
  MenuCategory,
  MenuItem,
  MenuReflection,
  MenuReflectionStatus,
  MenuSection,
  MenuSet,
  MenusBody,
  MenusImportBody,
  SaveMenusApiResponse,
  SaveServicesApiResponse,
  ServiceItem,
  ServiceKind,
  ServiceSet,
  ServicesBody,
  ServicesImportBody,
  ServiceType,
  ServiceTypeMastersBody,
  YahooMenuServiceBody,
} from '../../api/generated/business-menus.gen';

/*
 * The `payload` part of the saves travels as JSON text (the contract cannot describe it inside multipart), so its
 * shape is mirrored here from openapi/schemas/business-menus.yaml (MenusPayload, ServicesPayload).
 */
export interface MenuItemInput {
  name: string;
  price: number | null;
  description: string;
  /** Keeps a photo the store already has (the photo_url getMenus answered). */
  photo_url: string | null;
  /** Names a new file of the request's photos[]. */
  photo_index: number | null;
}
export interface MenuInput {
  category: MenuCategory;
  name: string;
  sections: { name: string; items: MenuItemInput[] }[];
}
export interface MenusPayload {
  local_account_id: string;
  menus: MenuInput[];
}
export interface ServiceItemInput {
  kind: ServiceKind;
  service_type_id: string | null;
  category: string | null;
  name: string;
  description: string;
}
export interface ServicesPayload {
  local_account_id: string;
  services: ServiceItemInput[];
}

export const BUSINESS_MENUS_TAG = 'BusinessMenus';
export const BUSINESS_SERVICES_TAG = 'BusinessServices';

// The editors put 422 field errors on their own fields; no dialog repeats them.
for (const name of ['saveMenus', 'saveServices'] as const) defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });

/** The spec's rule for the menu-from-provider queries: an answer without data opens the error dialog with its message. */
const dataNullDialog = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof dialogOpened>) => unknown; queryFulfilled: Promise<{ data: { message: string; data: unknown } }> }) => {
  try {
    const { data } = await queryFulfilled;
    if (data.data === null) dispatch(dialogOpened({ id: 'error', props: { lines: [data.message] } }));
  } catch {
    // A refused call (the automatic reflection, say) already opened the default error dialog.
  }
};

export const businessMenusApi = generatedApi.enhanceEndpoints({
  addTagTypes: [BUSINESS_MENUS_TAG, BUSINESS_SERVICES_TAG],
  endpoints: {
    getMenus: { providesTags: [BUSINESS_MENUS_TAG] },
    getServices: { providesTags: [BUSINESS_SERVICES_TAG] },
    // New photos travel as files, so both saves are multipart: POST with _method=PUT.
    saveMenus: {
      query: multipartQuery((arg: SaveMenusApiArg) => ({ url: '/menus', values: { ...arg.menusSaveRequest } }), { method: 'PUT' }),
      invalidatesTags: [BUSINESS_MENUS_TAG],
    },
    saveServices: {
      query: multipartQuery((arg: SaveServicesApiArg) => ({ url: '/services', values: { ...arg.servicesSaveRequest } }), { method: 'PUT' }),
      invalidatesTags: [BUSINESS_SERVICES_TAG],
    },
    getMenuFromGoogle: { onQueryStarted: dataNullDialog },
    getServiceListFromGoogle: { onQueryStarted: dataNullDialog },
    getMenuServiceFromYahoo: { onQueryStarted: dataNullDialog },
    // The category id holds a colon (gcid:hair_salon), which the generated path does not encode.
    getServiceTypeMasters: { query: (arg) => ({ url: `/service-type-masters/${encodeURIComponent(arg.category)}` }) },
  },
});

export const {
  useGetMenusQuery,
  useSaveMenusMutation,
  useGetServicesQuery,
  useSaveServicesMutation,
  useLazyGetMenuFromGoogleQuery,
  useLazyGetServiceListFromGoogleQuery,
  useLazyGetMenuServiceFromYahooQuery,
  useGetServiceTypeMastersQuery,
} = businessMenusApi;

/** The JSON of a save's `payload` part. */
export const payloadText = (payload: MenusPayload | ServicesPayload): string => JSON.stringify(payload);
