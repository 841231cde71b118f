import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { baseQuery } from '../../api/base-query';
import { generatedApi, type DownloadReviewQrCodeApiArg } from '../../api/generated/review-qr.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  DownloadReviewQrCodeApiArg,
  QrCodeSettingBody,
  QrCodeSettingRequest,
  QrLanguage,
  QrPaperSize,
  QrTemplate,
} from '../../api/generated/review-qr.gen';

/** A rendered file held by the browser: an object URL (revoke it when done) and the server's file name. */
export interface QrFile {
  url: string;
  fileName: string;
}

const fileNameOf = (response: Response): string => {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? 'qr-code';
};

// The file stays out of the store: only its object URL (a string) is cached. Error answers are JSON as usual, so
// the error dialog, the busy dialog and the 401 handling of the api middleware apply unchanged.
const qrFileResponse = async (response: Response): Promise<QrFile | unknown> => {
  if (!response.ok) return response.json().catch(() => ({}));
  return { url: URL.createObjectURL(await response.blob()), fileName: fileNameOf(response) };
};

// Save errors show on the form's fields; the preview and downloads report their own failures (preview inline).
defineEndpointPolicy(generatedApi, 'updateReviewQrCode', { fieldErrorsOnForm: true });
defineEndpointPolicy(generatedApi, 'downloadReviewQrCode', { errorDialog: false });

// The generated download endpoint answers a Blob; here it answers the QrFile its response handler makes.
type QrFileDefinition = { downloadReviewQrCode: QueryDefinition<DownloadReviewQrCodeApiArg, typeof baseQuery, 'ReviewQr', QrFile, 'api'> };

export const reviewQrApi = generatedApi.enhanceEndpoints<'ReviewQr', QrFileDefinition>({
  addTagTypes: ['ReviewQr'],
  endpoints: {
    getReviewQrCode: { providesTags: (_result, _error, arg) => [{ type: 'ReviewQr', id: arg.localAccountId }] },
    updateReviewQrCode: { invalidatesTags: (_result, _error, arg) => [{ type: 'ReviewQr', id: arg.qrCodeSettingRequest.local_account_id }] },
    downloadReviewQrCode: {
      query: (arg: DownloadReviewQrCodeApiArg) => ({
        url: '/reviews/download-qr-code',
        params: {
          local_account_id: arg.localAccountId,
          template: arg.template,
          paper_size: arg.paperSize,
          language: arg.language,
          headline: arg.headline,
          message: arg.message,
          format: arg.format,
          disposition: arg.disposition,
        },
        responseHandler: qrFileResponse,
      }),
      transformResponse: (file: unknown) => file as QrFile,
      // Every object URL belongs to exactly one subscriber, which revokes it (see use-qr-preview).
      keepUnusedDataFor: 0,
    },
  },
});

export const { useGetReviewQrCodeQuery, useUpdateReviewQrCodeMutation, useDownloadReviewQrCodeQuery, useLazyDownloadReviewQrCodeQuery } = reviewQrApi;
