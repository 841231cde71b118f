import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { readApiError } from '../../../store/api-error';
import { useDownloadReviewQrCodeQuery, type DownloadReviewQrCodeApiArg } from '../review-qr.api';

const DEBOUNCE_MS = 500;

/**
 * The live preview: the inline PNG for the latest valid design, asked for once typing pauses. The image on screen
 * stays until the next one has arrived, and every object URL is revoked once it is replaced or the preview goes.
 */
export function useQrPreview(request: DownloadReviewQrCodeApiArg | null) {
  const key = request ? JSON.stringify(request) : '';
  const [settled, setSettled] = useState<DownloadReviewQrCodeApiArg | null>(request);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key ? (JSON.parse(key) as DownloadReviewQrCodeApiArg) : null), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  const result = useDownloadReviewQrCodeQuery(settled ?? skipToken);
  const url = result.data?.url ?? null;

  const shown = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    if (shown.current && shown.current !== url) URL.revokeObjectURL(shown.current);
    shown.current = url;
  }, [url]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Deferred so a remount in development (StrictMode) keeps the image it still shows.
      const last = shown.current;
      setTimeout(() => {
        if (!mounted.current && last) URL.revokeObjectURL(last);
      }, 0);
    };
  }, []);

  const pending = key !== (settled ? JSON.stringify(settled) : '') || result.isFetching;
  const error = result.isError ? (readApiError(result.error).body.message ?? null) : null;
  return { url: result.isError ? null : url, pending, error, failed: result.isError };
}
