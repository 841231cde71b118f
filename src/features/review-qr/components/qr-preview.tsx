import { Box, chakra } from '@chakra-ui/react';
import { reviewQrJa } from '../../../shared/i18n/review-qr.ja';
import { useQrPreview } from '../hooks/use-qr-preview';
import { PAPER_RATIO } from '../model/qr-options';
import type { DownloadReviewQrCodeApiArg, QrPaperSize } from '../review-qr.api';

const t = reviewQrJa.preview;

interface QrPreviewProps {
  /** null while the form has errors: the last good preview stays. */
  request: DownloadReviewQrCodeApiArg | null;
  paper: QrPaperSize;
  alt: string;
}

/** The design as it will print: the server's own PNG, so what you see is exactly what downloads. */
export const QrPreview = ({ request, paper, alt }: QrPreviewProps) => {
  const { url, pending, error, failed } = useQrPreview(request);
  return (
    <chakra.section aria-labelledby="qr-preview-heading" data-testid="qr-preview">
      <chakra.h2 id="qr-preview-heading" fontSize="lg" fontWeight="bold" mb="2">
        {t.heading}
      </chakra.h2>
      <Box
        position="relative"
        maxW={paper === 'card' || paper === 'a4_landscape' ? '100%' : '420px'}
        mx="auto"
        bg="canvas"
        borderWidth="1px"
        borderStyle="solid"
        borderColor="line"
        style={{ aspectRatio: PAPER_RATIO[paper] }}
        aria-busy={pending || undefined}
      >
        {url ? <chakra.img src={url} alt={alt} display="block" w="100%" h="100%" objectFit="contain" opacity={pending ? 0.6 : 1} /> : null}
        {pending ? (
          <chakra.p role="status" position="absolute" insetX="0" bottom="2" textAlign="center" fontSize="sm" color="ink">
            <chakra.span bg="surface" px="2" py="1" borderRadius="md">
              {t.loading}
            </chakra.span>
          </chakra.p>
        ) : null}
      </Box>
      {failed ? (
        <chakra.p role="alert" color="danger" fontSize="sm" mt="2">
          {error ?? t.failed}
        </chakra.p>
      ) : null}
      {!request ? (
        <chakra.p fontSize="sm" color="muted" mt="2">
          {t.invalid}
        </chakra.p>
      ) : null}
    </chakra.section>
  );
};
