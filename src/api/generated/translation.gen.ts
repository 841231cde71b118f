import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    translateTexts: build.mutation<
      TranslateTextsApiResponse,
      TranslateTextsApiArg
    >({
      query: (queryArg) => ({
        url: `/translate`,
        method: "POST",
        body: queryArg.translateRequest,
      }),
    }),
    listTranslationLanguages: build.query<
      ListTranslationLanguagesApiResponse,
      ListTranslationLanguagesApiArg
    >({
      query: () => ({ url: `/translate/languages` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type TranslateTextsApiResponse =
  /** status 200 The translations, in the order of texts. */ TranslateBody;
export type TranslateTextsApiArg = {
  translateRequest: TranslateRequest;
};
export type ListTranslationLanguagesApiResponse =
  /** status 200 73 languages. */ TranslationLanguagesBody;
export type ListTranslationLanguagesApiArg = void;
export type TranslateBody = {
  data: {
    translations: {
      text: string;
      detected_source_language: string | null;
    }[];
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
export type TranslateRequest = {
  texts: string[];
  /** A code from the language list. */
  target: string;
};
export type TranslationLanguagesBody = {
  /** The 73 target languages with their Japanese names. */
  data: {
    code: string;
    name: string;
  }[];
};
export const {
  useTranslateTextsMutation,
  useListTranslationLanguagesQuery,
  useLazyListTranslationLanguagesQuery,
} = injectedRtkApi;
