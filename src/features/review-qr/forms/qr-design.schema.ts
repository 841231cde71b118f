import { ja } from '../../../shared/i18n/ja';
import { reviewQrJa } from '../../../shared/i18n/review-qr.ja';
import { patterns, yup } from '../../../shared/validation/validators';
import type { DownloadReviewQrCodeApiArg, QrCodeSettingBody, QrCodeSettingRequest, QrLanguage, QrPaperSize, QrTemplate } from '../review-qr.api';
import { QR_LANGUAGES, QR_PAPERS, QR_TEMPLATES } from '../model/qr-options';

const v = ja.validation;
const max = (n: number) => v.stringMax.replace('${max}', String(n));
/** The server prints six lines of the operator's own message at most. */
const MAX_LINE_BREAKS = 5;

// The contract allows a 40-character title on one line and a 120-character message; the printed texts must not
// contain the spec's forbidden characters (section 5).
export const qrDesignSchema = yup.object({
  template: yup.mixed<QrTemplate>().oneOf(QR_TEMPLATES).required(v.requiredSelect),
  paper_size: yup.mixed<QrPaperSize>().oneOf(QR_PAPERS).required(v.requiredSelect),
  language: yup.mixed<QrLanguage>().oneOf(QR_LANGUAGES).required(v.requiredSelect),
  headline: yup
    .string()
    .default('')
    .max(40, max(40))
    .test('forbidden-characters', v.forbiddenChars, (value) => !value || !patterns.forbidden.test(value))
    .test('no-line-breaks', v.noLineBreaks, (value) => !value || !patterns.lineBreak.test(value)),
  message: yup
    .string()
    .default('')
    .max(120, max(120))
    .test('forbidden-characters', v.forbiddenChars, (value) => !value || !patterns.forbidden.test(value))
    .test('line-breaks', reviewQrJa.form.tooManyLineBreaks, (value) => (value ?? '').split('\n').length - 1 <= MAX_LINE_BREAKS),
});

export type QrDesignValues = {
  template: QrTemplate;
  paper_size: QrPaperSize;
  language: QrLanguage;
  headline: string;
  message: string;
};

export const toDesignValues = (data: QrCodeSettingBody['data']): QrDesignValues => ({
  template: data.template,
  paper_size: data.paper_size,
  language: data.language,
  headline: data.headline,
  message: data.message,
});

export const toSaveRequest = (storeKey: string, values: QrDesignValues): QrCodeSettingRequest => ({
  local_account_id: storeKey,
  ...values,
  headline: values.headline.trim(),
  message: values.message.trim(),
});

export const toFileRequest = (storeKey: string, values: QrDesignValues, format: 'pdf' | 'png', disposition: 'attachment' | 'inline'): DownloadReviewQrCodeApiArg => ({
  localAccountId: storeKey,
  template: values.template,
  paperSize: values.paper_size,
  language: values.language,
  headline: values.headline.trim() || undefined,
  message: values.message.trim() || undefined,
  format,
  disposition,
});
