import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewQrCode: build.query<
      GetReviewQrCodeApiResponse,
      GetReviewQrCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/qr-code`,
        params: {
          local_account_id: queryArg.localAccountId,
        },
      }),
    }),
    updateReviewQrCode: build.mutation<
      UpdateReviewQrCodeApiResponse,
      UpdateReviewQrCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/qr-code`,
        method: "PUT",
        body: queryArg.qrCodeSettingRequest,
      }),
    }),
    downloadReviewQrCode: build.query<
      DownloadReviewQrCodeApiResponse,
      DownloadReviewQrCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/download-qr-code`,
        params: {
          local_account_id: queryArg.localAccountId,
          template: queryArg.template,
          paper_size: queryArg.paperSize,
          language: queryArg.language,
          headline: queryArg.headline,
          message: queryArg.message,
          format: queryArg.format,
          disposition: queryArg.disposition,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetReviewQrCodeApiResponse =
  /** status 200 The design. */ QrCodeSettingBody;
export type GetReviewQrCodeApiArg = {
  /** A Google store's key; a Yahoo key answers 404 (QR codes are for Google stores only). */
  localAccountId: LocalAccountKey;
};
export type UpdateReviewQrCodeApiResponse =
  /** status 200 Saved. */ QrCodeSettingBody;
export type UpdateReviewQrCodeApiArg = {
  qrCodeSettingRequest: QrCodeSettingRequest;
};
export type DownloadReviewQrCodeApiResponse =
  /** status 200 The rendered file (application/pdf or image/png). */ Blob;
export type DownloadReviewQrCodeApiArg = {
  /** A Google store's key; a Yahoo key answers 404 (QR codes are for Google stores only). */
  localAccountId: LocalAccountKey;
  template: QrTemplate;
  paperSize: QrPaperSize;
  language: QrLanguage;
  headline?: string;
  message?: string;
  format: "pdf" | "png";
  disposition?: "attachment" | "inline";
};
export type QrTemplate =
  | "default"
  | "template_1"
  | "template_2"
  | "template_3"
  | "template_4"
  | "template_5"
  | "template_6"
  | "template_7"
  | "template_8"
  | "template_9"
  | "template_10"
  | "template_11"
  | "template_12"
  | "template_13"
  | "template_14";
export type QrPaperSize = "card" | "postcard" | "a4_portrait" | "a4_landscape";
export type QrLanguage = "jp" | "en" | "cn" | "jp_en" | "jp_cn" | "jp_en_cn";
export type QrCodeSettingInput = {
  template: QrTemplate;
  paper_size: QrPaperSize;
  language: QrLanguage;
  /** Printed title; empty: the template's standard wording in the chosen languages. */
  headline: string;
  /** Printed message; empty: the standard wording. */
  message: string;
};
export type GoogleAccountKey = string;
export type QrCodeSettingBody = {
  message?: string;
  data: QrCodeSettingInput & {
    local_account_id: GoogleAccountKey;
    store_name: string;
    /** Google's review link the QR encodes (metadata.newReviewUri); null when Google gives none (and in the answer to a save when Google could not be reached at that moment; saving never depends on Google). */
    new_review_uri: string | null;
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
export type LocalAccountKey = string;
export type QrCodeSettingRequest = {
  local_account_id: LocalAccountKey;
  template: QrTemplate;
  paper_size: QrPaperSize;
  language: QrLanguage;
  headline: string;
  message: string;
};
export const {
  useGetReviewQrCodeQuery,
  useLazyGetReviewQrCodeQuery,
  useUpdateReviewQrCodeMutation,
  useDownloadReviewQrCodeQuery,
  useLazyDownloadReviewQrCodeQuery,
} = injectedRtkApi;
