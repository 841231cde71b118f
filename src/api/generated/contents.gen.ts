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
export type GetContentApiResponse = /** status 200 The page's sections. */ {
  data: {
    slug: "info" | "manual";
    title: string;
    sections: {
      heading: string;
      /** Plain text; line breaks are kept. */
      body: string;
    }[];
    /** YYYY/MM/DD (Asia/Tokyo) */
    updated_at: string;
  };
};
export type GetContentApiArg = {
  slug: "info" | "manual";
};
export const { useGetContentQuery, useLazyGetContentQuery } = injectedRtkApi;
