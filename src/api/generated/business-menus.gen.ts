import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenus: build.query<GetMenusApiResponse, GetMenusApiArg>({
      query: (queryArg) => ({
        url: `/menus`,
        params: {
          local_account_id: queryArg.localAccountId,
        },
      }),
    }),
    saveMenus: build.mutation<SaveMenusApiResponse, SaveMenusApiArg>({
      query: (queryArg) => ({
        url: `/menus`,
        method: "PUT",
        body: queryArg.menusSaveRequest,
      }),
    }),
    getServices: build.query<GetServicesApiResponse, GetServicesApiArg>({
      query: (queryArg) => ({
        url: `/services`,
        params: {
          local_account_id: queryArg.localAccountId,
        },
      }),
    }),
    saveServices: build.mutation<SaveServicesApiResponse, SaveServicesApiArg>({
      query: (queryArg) => ({
        url: `/services`,
        method: "PUT",
        body: queryArg.servicesSaveRequest,
      }),
    }),
    getMenuFromGoogle: build.query<
      GetMenuFromGoogleApiResponse,
      GetMenuFromGoogleApiArg
    >({
      query: (queryArg) => ({ url: `/menu-from-googles/${queryArg.id}` }),
    }),
    getServiceListFromGoogle: build.query<
      GetServiceListFromGoogleApiResponse,
      GetServiceListFromGoogleApiArg
    >({
      query: (queryArg) => ({
        url: `/service-list-from-googles/${queryArg.id}`,
      }),
    }),
    getServiceTypeMasters: build.query<
      GetServiceTypeMastersApiResponse,
      GetServiceTypeMastersApiArg
    >({
      query: (queryArg) => ({
        url: `/service-type-masters/${queryArg.category}`,
      }),
    }),
    getMenuServiceFromYahoo: build.query<
      GetMenuServiceFromYahooApiResponse,
      GetMenuServiceFromYahooApiArg
    >({
      query: (queryArg) => ({ url: `/menu-service-yahoo/${queryArg.id}` }),
    }),
    getMenuPhoto: build.query<GetMenuPhotoApiResponse, GetMenuPhotoApiArg>({
      query: (queryArg) => ({ url: `/menu-photos/${queryArg.token}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetMenusApiResponse =
  /** status 200 The store's menus. */ MenusBody;
export type GetMenusApiArg = {
  localAccountId: LocalAccountKey;
};
export type SaveMenusApiResponse = /** status 200 Saved. */ MenusBody;
export type SaveMenusApiArg = {
  menusSaveRequest: MenusSaveRequest;
};
export type GetServicesApiResponse =
  /** status 200 The store's services. */ ServicesBody;
export type GetServicesApiArg = {
  localAccountId: LocalAccountKey;
};
export type SaveServicesApiResponse = /** status 200 Saved. */ ServicesBody;
export type SaveServicesApiArg = {
  servicesSaveRequest: ServicesSaveRequest;
};
export type GetMenuFromGoogleApiResponse =
  /** status 200 Google's menus, or null with the reason. */ MenusImportBody;
export type GetMenuFromGoogleApiArg = {
  id: GoogleAccountKey;
};
export type GetServiceListFromGoogleApiResponse =
  /** status 200 Google's services, or null with the reason. */ ServicesImportBody;
export type GetServiceListFromGoogleApiArg = {
  id: GoogleAccountKey;
};
export type GetServiceTypeMastersApiResponse =
  /** status 200 The category's service types (an empty list when Google has none). */ ServiceTypeMastersBody;
export type GetServiceTypeMastersApiArg = {
  /** A Google category id, URL-encoded (gcid%3Ahair_salon). */
  category: string;
};
export type GetMenuServiceFromYahooApiResponse =
  /** status 200 Yahoo's menus and services, or null with the reason. */ YahooMenuServiceBody;
export type GetMenuServiceFromYahooApiArg = {
  id: YahooAccountKey;
};
export type GetMenuPhotoApiResponse =
  /** status 200 The photo (JPEG or PNG, metadata removed). */ Blob;
export type GetMenuPhotoApiArg = {
  token: string;
};
export type MenuCategory =
  | "food"
  | "drink"
  | "course"
  | "cut"
  | "color"
  | "perm"
  | "hair_straightening"
  | "extension"
  | "treatment"
  | "hair_set"
  | "head_spa"
  | "dressing"
  | "etc"
  | "set_menu"
  | "hand_nail"
  | "hand_care"
  | "foot_nail"
  | "foot_care"
  | "eyelash_perm"
  | "eyelash_extensions"
  | "eyelash_care"
  | "eyebrow_design";
export type MenuItem = {
  name: string;
  /** Yen */
  price: number | null;
  description: string;
  /** The item's stored photo (served by getMenuPhoto) */
  photo_url: string | null;
};
export type MenuSection = {
  name: string;
  items: MenuItem[];
};
export type Menu = {
  category: MenuCategory;
  name: string;
  sections: MenuSection[];
};
export type ListingProviderName = "google" | "yahoo";
export type MenuReflectionStatus =
  "none" | "pending" | "running" | "succeeded" | "failed";
export type MenuReflection = {
  /** g_… / y_… */
  local_account_id: string;
  provider: ListingProviderName;
  title: string;
  /** Saves are sent to this account only while on; imports from it are refused while on. */
  auto_reflect: boolean;
  status: MenuReflectionStatus;
  /** When the latest reflection was queued. */
  requested_at: string | null;
  /** When a reflection last succeeded. */
  last_reflected_at: string | null;
  /** Japanese reason of the last failure. */
  error: string | null;
};
export type MenuSet = {
  /** The key that was asked for. */
  local_account_id: string;
  store_name: string;
  menus: Menu[];
  item_count: number;
  /** 80 (Google's limit */
  max_items: number;
  /** Null while nothing was saved. */
  updated_at: string | null;
  reflections: MenuReflection[];
};
export type MenusBody = {
  message: string;
  data: MenuSet;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type LocalAccountKey = string;
export type MenusSaveRequest = {
  payload: string;
  photos?: Blob[];
};
export type ServiceKind = "structured" | "free_form";
export type ServiceItem = {
  kind: ServiceKind;
  /** structured only (e.g. job_type_id:haircut). */
  service_type_id: string | null;
  /** free_form only */
  category: string | null;
  /** The service type's display name (structured) or the item's label (free_form). */
  name: string;
  description: string;
};
export type ServiceSet = {
  local_account_id: string;
  store_name: string;
  /** The primary category of the store's Google listing (e.g. gcid:hair_salon), for serviceTypeMasters; null without a Google account or when Google cannot be read. */
  google_category_id: string | null;
  services: ServiceItem[];
  updated_at: string | null;
  reflections: MenuReflection[];
};
export type ServicesBody = {
  message: string;
  data: ServiceSet;
};
export type ServicesSaveRequest = {
  payload: string;
};
export type ImportedMenus = {
  menus: Menu[];
};
export type MenusImportBody = {
  message: string;
  data: ImportedMenus | null;
};
export type GoogleAccountKey = string;
export type ImportedServices = {
  services: ServiceItem[];
};
export type ServicesImportBody = {
  message: string;
  data: ImportedServices | null;
};
export type ServiceType = {
  service_type_id: string;
  display_name: string;
};
export type ServiceTypeMasters = {
  category_id: string;
  service_types: ServiceType[];
};
export type ServiceTypeMastersBody = {
  message: string;
  data: ServiceTypeMasters;
};
export type ImportedMenusAndServices = {
  menus: Menu[];
  services: ServiceItem[];
};
export type YahooMenuServiceBody = {
  message: string;
  data: ImportedMenusAndServices | null;
};
export type YahooAccountKey = string;
export const {
  useGetMenusQuery,
  useLazyGetMenusQuery,
  useSaveMenusMutation,
  useGetServicesQuery,
  useLazyGetServicesQuery,
  useSaveServicesMutation,
  useGetMenuFromGoogleQuery,
  useLazyGetMenuFromGoogleQuery,
  useGetServiceListFromGoogleQuery,
  useLazyGetServiceListFromGoogleQuery,
  useGetServiceTypeMastersQuery,
  useLazyGetServiceTypeMastersQuery,
  useGetMenuServiceFromYahooQuery,
  useLazyGetMenuServiceFromYahooQuery,
  useGetMenuPhotoQuery,
  useLazyGetMenuPhotoQuery,
} = injectedRtkApi;
