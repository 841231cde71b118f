import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBusinessListings: build.query<
      ListBusinessListingsApiResponse,
      ListBusinessListingsApiArg
    >({
      query: (queryArg) => ({
        url: `/business/listings`,
        params: {
          free_word: queryArg.freeWord,
          local_accounts: queryArg.localAccounts,
          attention: queryArg.attention,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    getBusinessListing: build.query<
      GetBusinessListingApiResponse,
      GetBusinessListingApiArg
    >({
      query: (queryArg) => ({ url: `/business/listings/${queryArg.id}` }),
    }),
    updateBusinessListing: build.mutation<
      UpdateBusinessListingApiResponse,
      UpdateBusinessListingApiArg
    >({
      query: (queryArg) => ({
        url: `/business/listings/${queryArg.id}`,
        method: "PUT",
        body: queryArg.businessListingUpdateRequest,
      }),
    }),
    reflectBusinessListing: build.mutation<
      ReflectBusinessListingApiResponse,
      ReflectBusinessListingApiArg
    >({
      query: (queryArg) => ({
        url: `/business/listings/${queryArg.id}/reflect`,
        method: "POST",
        body: queryArg.listingReflectRequest,
      }),
    }),
    refreshBusinessListing: build.mutation<
      RefreshBusinessListingApiResponse,
      RefreshBusinessListingApiArg
    >({
      query: (queryArg) => ({
        url: `/business/listings/${queryArg.id}/refresh`,
        method: "POST",
      }),
    }),
    listBusinessListingChanges: build.query<
      ListBusinessListingChangesApiResponse,
      ListBusinessListingChangesApiArg
    >({
      query: (queryArg) => ({
        url: `/business/listings/${queryArg.id}/changes`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    updateAutoReflection: build.mutation<
      UpdateAutoReflectionApiResponse,
      UpdateAutoReflectionApiArg
    >({
      query: (queryArg) => ({
        url: `/business/auto-reflection`,
        method: "PUT",
        body: queryArg.autoReflectionRequest,
      }),
    }),
    acceptGoogleEdit: build.mutation<
      AcceptGoogleEditApiResponse,
      AcceptGoogleEditApiArg
    >({
      query: (queryArg) => ({
        url: `/business/google-edits/${queryArg.id}/accept`,
        method: "POST",
        body: queryArg.googleEditDecisionRequest,
      }),
    }),
    revertGoogleEdit: build.mutation<
      RevertGoogleEditApiResponse,
      RevertGoogleEditApiArg
    >({
      query: (queryArg) => ({
        url: `/business/google-edits/${queryArg.id}/revert`,
        method: "POST",
        body: queryArg.googleEditDecisionRequest,
      }),
    }),
    previewBusinessBulk: build.mutation<
      PreviewBusinessBulkApiResponse,
      PreviewBusinessBulkApiArg
    >({
      query: (queryArg) => ({
        url: `/business/bulk/preview`,
        method: "POST",
        body: queryArg.businessBulkRequest,
      }),
    }),
    listBusinessBulkRuns: build.query<
      ListBusinessBulkRunsApiResponse,
      ListBusinessBulkRunsApiArg
    >({
      query: (queryArg) => ({
        url: `/business/bulk`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    applyBusinessBulk: build.mutation<
      ApplyBusinessBulkApiResponse,
      ApplyBusinessBulkApiArg
    >({
      query: (queryArg) => ({
        url: `/business/bulk`,
        method: "POST",
        body: queryArg.businessBulkRequest,
      }),
    }),
    getBusinessBulkRun: build.query<
      GetBusinessBulkRunApiResponse,
      GetBusinessBulkRunApiArg
    >({
      query: (queryArg) => ({ url: `/business/bulk/${queryArg.id}` }),
    }),
    listBusinessBulkResults: build.query<
      ListBusinessBulkResultsApiResponse,
      ListBusinessBulkResultsApiArg
    >({
      query: (queryArg) => ({
        url: `/business/bulk/${queryArg.id}/results`,
        params: {
          status: queryArg.status,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    retryBusinessBulk: build.mutation<
      RetryBusinessBulkApiResponse,
      RetryBusinessBulkApiArg
    >({
      query: (queryArg) => ({
        url: `/business/bulk/${queryArg.id}/retry`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListBusinessListingsApiResponse =
  /** status 200 One page of stores. */ BusinessListingList;
export type ListBusinessListingsApiArg = {
  freeWord?: string;
  localAccounts?: LocalAccountKey[];
  attention?: boolean;
  page?: number;
  pageSize?: number;
};
export type GetBusinessListingApiResponse =
  /** status 200 The store. */ BusinessListingBody;
export type GetBusinessListingApiArg = {
  /** The store id. */
  id: number;
};
export type UpdateBusinessListingApiResponse =
  /** status 200 Saved; the reflections queued. */ BusinessListingBody;
export type UpdateBusinessListingApiArg = {
  /** The store id. */
  id: number;
  businessListingUpdateRequest: BusinessListingUpdateRequest;
};
export type ReflectBusinessListingApiResponse =
  /** status 200 The reflections queued (none when nothing differs). */ BusinessListingBody;
export type ReflectBusinessListingApiArg = {
  /** The store id. */
  id: number;
  listingReflectRequest: ListingReflectRequest;
};
export type RefreshBusinessListingApiResponse =
  /** status 200 The store with fresh provider versions. */ BusinessListingBody;
export type RefreshBusinessListingApiArg = {
  /** The store id. */
  id: number;
};
export type ListBusinessListingChangesApiResponse =
  /** status 200 One page of changes. */ ListingChangeList;
export type ListBusinessListingChangesApiArg = {
  /** The store id. */
  id: number;
  page?: number;
  pageSize?: number;
};
export type UpdateAutoReflectionApiResponse =
  /** status 200 Saved. */ AutoReflectionBody;
export type UpdateAutoReflectionApiArg = {
  autoReflectionRequest: AutoReflectionRequest;
};
export type AcceptGoogleEditApiResponse =
  /** status 200 Accepted. */ BusinessListingBody;
export type AcceptGoogleEditApiArg = {
  /** The Google edit id. */
  id: number;
  googleEditDecisionRequest: GoogleEditDecisionRequest;
};
export type RevertGoogleEditApiResponse =
  /** status 200 The revert queued. */ BusinessListingBody;
export type RevertGoogleEditApiArg = {
  /** The Google edit id. */
  id: number;
  googleEditDecisionRequest: GoogleEditDecisionRequest;
};
export type PreviewBusinessBulkApiResponse =
  /** status 200 The dry run. */ BulkPreviewBody;
export type PreviewBusinessBulkApiArg = {
  businessBulkRequest: BusinessBulkRequest;
};
export type ListBusinessBulkRunsApiResponse =
  /** status 200 One page of bulk edits. */ BulkRunList;
export type ListBusinessBulkRunsApiArg = {
  page?: number;
  pageSize?: number;
};
export type ApplyBusinessBulkApiResponse =
  /** status 200 Accepted; the run. */ BulkRunBody;
export type ApplyBusinessBulkApiArg = {
  businessBulkRequest: BusinessBulkRequest;
};
export type GetBusinessBulkRunApiResponse =
  /** status 200 The run. */ BulkRunBody;
export type GetBusinessBulkRunApiArg = {
  /** The bulk run id. */
  id: number;
};
export type ListBusinessBulkResultsApiResponse =
  /** status 200 One page of results. */ BulkRunResultList;
export type ListBusinessBulkResultsApiArg = {
  /** The bulk run id. */
  id: number;
  status?: "queued" | "sending" | "done" | "failed" | "skipped";
  page?: number;
  pageSize?: number;
};
export type RetryBusinessBulkApiResponse =
  /** status 200 Queued again. */ BulkRunBody;
export type RetryBusinessBulkApiArg = {
  /** The bulk run id. */
  id: number;
};
export type ListingAddress = {
  postal_code: string;
  prefecture: string;
  city: string;
  street: string;
};
export type ListingTime = string;
export type HoursPeriod = {
  day: "MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN";
  open: ListingTime;
  close: ListingTime;
};
export type SpecialHoursEntry = {
  /** YYYY/MM/DD (Asia/Tokyo). */
  date: string;
  closed: boolean;
  open: ListingTime | null;
  close: ListingTime | null;
};
export type ListingAttribute = {
  key:
    | "wheelchair_accessible"
    | "wi_fi"
    | "parking"
    | "credit_card"
    | "electronic_money"
    | "reservations"
    | "takeout"
    | "delivery"
    | "non_smoking";
  value: boolean;
};
export type BusinessListing = {
  name: string;
  name_kana: string | null;
  /** Display names, primary first; read from the providers and never written by the console. */
  categories: string[];
  address: ListingAddress;
  phone: string | null;
  website: string | null;
  regular_hours: HoursPeriod[];
  special_hours: SpecialHoursEntry[];
  hours_note: string | null;
  description: string;
  opening_date: string | null;
  attributes: ListingAttribute[];
};
export type LocalAccountKey = string;
export type ListingField =
  | "name"
  | "name_kana"
  | "categories"
  | "address"
  | "phone"
  | "website"
  | "regular_hours"
  | "special_hours"
  | "hours_note"
  | "description"
  | "opening_date"
  | "attributes";
export type ListingProvider = "google" | "yahoo";
export type ReflectionStatus = "queued" | "sending" | "done" | "failed";
export type ListingReflection = {
  id: number;
  provider: ListingProvider;
  status: ReflectionStatus;
  fields: ListingField[];
  /** What was sent to the provider (its own shape */
  sent:
    | {
        [key: string]: any;
      }
    | {
        [key: string]: any;
      };
  /** What the provider answered (its own shape) */
  answer:
    | {
        [key: string]: any;
      }
    | {
        [key: string]: any;
      };
  /** Japanese reason of a failure. */
  error: string | null;
  attempts: number;
  created_at: string;
  finished_at: string | null;
};
export type ProviderListing = {
  local_account_id: LocalAccountKey;
  /** When on */
  auto_reflect: boolean;
  /** The provider's current version as last read, or null before the first read. */
  current: BusinessListing | null;
  fetched_at: string | null;
  /** Fields this provider carries whose current value differs from our record. */
  differs: ListingField[];
  last_reflected_at: string | null;
  latest_reflection: ListingReflection | null;
};
export type GoogleEdit = {
  id: number;
  fields: ListingField[];
  google_values: BusinessListing;
  detected_at: string;
};
export type BusinessListingSummary = {
  store_id: number;
  store_code: string;
  store_name: string;
  record: BusinessListing;
  /** Our record's version; send it back when saving (optimistic concurrency). */
  version: number;
  updated_at: string | null;
  google: ProviderListing | null;
  yahoo: ProviderListing | null;
  /** Fields both providers carry whose current values differ between Google and Yahoo. */
  provider_differs: ListingField[];
  google_edit: GoogleEdit | null;
};
export type Pagination = {
  page: number;
  page_size: number;
  /** Number of items */
  total: number;
  /** True when the total was counted only up to a cap. */
  total_capped?: boolean;
  current_page: number;
  last_page: number;
};
export type BusinessListingList = {
  data: BusinessListingSummary[];
  pagination: Pagination;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type BusinessListingBody = {
  message?: string;
  data: BusinessListingSummary;
  /** The reflections a save or a reflect queued (one per provider that is on). */
  reflections?: ListingReflection[];
};
export type BusinessListingUpdateRequest = {
  /** The version the form was loaded with; a newer one answers 409 listing_conflict. */
  version: number;
  listing: BusinessListing;
};
export type ListingReflectRequest = {
  providers: ListingProvider[];
};
export type ListingChange = {
  id: number;
  at: string;
  /** Who made it; null for the system (edit watch). */
  user_name: string | null;
  source:
    | "edit"
    | "bulk"
    | "import"
    | "google_edit_detected"
    | "google_edit_accepted"
    | "google_edit_reverted";
  /** Our record */
  target: "record" | "google" | "yahoo";
  fields: ListingField[];
  /** The changed fields' previous values. */
  before: {
    [key: string]: any;
  };
  /** The changed fields' new values. */
  after: {
    [key: string]: any;
  };
  reflection: ListingReflection | null;
};
export type ListingChangeList = {
  data: ListingChange[];
  pagination: Pagination;
};
export type AutoReflectionBody = {
  message: string;
  updated: number;
};
export type AutoReflectionRequest = {
  local_accounts: LocalAccountKey[];
  auto_reflect: boolean;
};
export type GoogleEditDecisionRequest = {
  /** The fields to decide (all of the edit's fields when absent). */
  fields?: ListingField[];
};
export type BulkPreviewLine = {
  local_account_id: LocalAccountKey;
  store_id: number;
  store_name: string;
  provider: ListingProvider;
  /** Fields that would change (empty when nothing changes). */
  fields: ListingField[];
  before: {
    [key: string]: any;
  };
  after: {
    [key: string]: any;
  };
  /** Japanese reason when this store × provider would not be written. */
  skipped_reason: string | null;
};
export type BulkPreviewBody = {
  data: BulkPreviewLine[];
  total: number;
  changing: number;
  skipped: number;
};
export type BusinessBulkChanges = {
  special_hours?: {
    /** merge: the entries replace the same dates and keep the others; replace: the entries become the whole list. */
    mode: "merge" | "replace";
    entries: SpecialHoursEntry[];
  };
  regular_hours?: HoursPeriod[];
  description?: {
    mode: "replace" | "append";
    text: string;
  };
  website?: string | null;
  hours_note?: string | null;
  opening_date?: string | null;
  /** These attributes are set; the others are kept. */
  attributes?: ListingAttribute[];
};
export type BusinessBulkRequest = {
  /** selected: the given local accounts; all: every linked account of the company (/business/update/all). */
  scope: "selected" | "all";
  /** Required when scope is selected; each key is one store × provider to write. */
  local_accounts?: LocalAccountKey[];
  changes: BusinessBulkChanges;
};
export type BulkRunStatus = "running" | "done" | "done_with_failures";
export type BulkRun = {
  id: number;
  status: BulkRunStatus;
  scope: "selected" | "all";
  changes: BusinessBulkChanges;
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  pending: number;
  created_at: string;
  finished_at: string | null;
  user_name: string | null;
};
export type BulkRunList = {
  data: BulkRun[];
  pagination: Pagination;
};
export type BulkRunBody = {
  message?: string;
  data: BulkRun;
};
export type BulkRunResult = {
  local_account_id: LocalAccountKey;
  store_id: number;
  store_name: string;
  provider: ListingProvider;
  status: "queued" | "sending" | "done" | "failed" | "skipped";
  fields: ListingField[];
  error: string | null;
  finished_at: string | null;
};
export type BulkRunResultList = {
  data: BulkRunResult[];
  pagination: Pagination;
};
export const {
  useListBusinessListingsQuery,
  useLazyListBusinessListingsQuery,
  useGetBusinessListingQuery,
  useLazyGetBusinessListingQuery,
  useUpdateBusinessListingMutation,
  useReflectBusinessListingMutation,
  useRefreshBusinessListingMutation,
  useListBusinessListingChangesQuery,
  useLazyListBusinessListingChangesQuery,
  useUpdateAutoReflectionMutation,
  useAcceptGoogleEditMutation,
  useRevertGoogleEditMutation,
  usePreviewBusinessBulkMutation,
  useListBusinessBulkRunsQuery,
  useLazyListBusinessBulkRunsQuery,
  useApplyBusinessBulkMutation,
  useGetBusinessBulkRunQuery,
  useLazyGetBusinessBulkRunQuery,
  useListBusinessBulkResultsQuery,
  useLazyListBusinessBulkResultsQuery,
  useRetryBusinessBulkMutation,
} = injectedRtkApi;
