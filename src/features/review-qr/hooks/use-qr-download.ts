import { useState } from 'react';
import { saveDownloadedFile } from '../../../api/file-response';
import { dialogOpened } from '../../../state/dialogs.slice';
import { errorLines, readApiError } from '../../../store/api-error';
import { useAppDispatch } from '../../../store/hooks';
import { useLazyDownloadReviewQrCodeQuery, type DownloadReviewQrCodeApiArg } from '../review-qr.api';

/** Saves the rendered PDF or PNG under the server's Japanese file name; failures open the error dialog. */
export function useQrDownload() {
  const dispatch = useAppDispatch();
  const [trigger] = useLazyDownloadReviewQrCodeQuery();
  const [busy, setBusy] = useState<'pdf' | 'png' | null>(null);

  const download = async (request: DownloadReviewQrCodeApiArg) => {
    setBusy(request.format);
    try {
      // Never the cached answer: its object URL may already be revoked.
      const file = await trigger(request, false).unwrap();
      saveDownloadedFile(file);
    } catch (error) {
      const { status, body } = readApiError(error);
      // 401 and 429 are already handled by the api middleware (sign-in page, busy dialog).
      if (status !== 401 && status !== 429) dispatch(dialogOpened({ id: 'error', props: { lines: errorLines(body) } }));
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
