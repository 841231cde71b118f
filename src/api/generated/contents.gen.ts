import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<GetContentApiResponse, GetContentApiArg>({
      query: (queryArg) => ({ url: `/contents/${queryArg.slug}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetContentApiResponse =
  /** status 200 The page's sections. */ ContentBody;
export type GetContentApiArg = {
  slug: "info" | "manual";
};
export type ContentSection = {
  heading: string;
  /** Plain text; line breaks are kept. */
  body: string;
};
export type ContentBody = {
  data: {
    slug: "info" | "manual";
    title: string;
    sections: ContentSection[];
    /** YYYY/MM/DD (Asia/Tokyo) */
    updated_at: string;
  };
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export const { useGetContentQuery, useLazyGetContentQuery } = injectedRtkApi;
