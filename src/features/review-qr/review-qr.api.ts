import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { baseQuery } from '../../api/base-query';
import { generatedApi, type DownloadReviewQrCodeApiArg } from '../../api/generated/review-qr.gen';
import { fileResponseHandler, type DownloadedFile } from '../../api/file-response';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  DownloadReviewQrCodeApiArg,
  QrCodeSettingBody,
  QrCodeSettingRequest,
  QrLanguage,
  QrPaperSize,
  QrTemplate,
} from '../../api/generated/review-qr.gen';

/** A rendered QR file held by the browser. */
export type QrFile = DownloadedFile;

const qrFileResponse = fileResponseHandler('qr-code');

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
