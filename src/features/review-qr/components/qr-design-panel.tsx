import { Box, chakra } from '@chakra-ui/react';
import { reviewQrJa } from '../../../shared/i18n/review-qr.ja';
import { toDesignValues, toSaveRequest, type QrDesignValues } from '../forms/qr-design.schema';
import { useGetReviewQrCodeQuery, useUpdateReviewQrCodeMutation } from '../review-qr.api';
import { QrDesignForm } from './qr-design-form';

const t = reviewQrJa;

/** One store's saved design (defaults until saved), its Google review link, the form and the live preview. */
export const QrDesignPanel = ({ storeKey }: { storeKey: string }) => {
  const { data, isLoading, isError } = useGetReviewQrCodeQuery({ localAccountId: storeKey });
  const [save] = useUpdateReviewQrCodeMutation();
  if (isLoading) return <Box aria-busy="true" minH="40" />;
  if (isError || !data) return null;
  const setting = data.data;
  const onSave = (values: QrDesignValues) => save({ qrCodeSettingRequest: toSaveRequest(storeKey, values) }).unwrap();
  return (
    <chakra.section aria-label={t.form.heading} data-testid="qr-design-panel">
      <Box mb="4" fontSize="sm">
        <chakra.span fontWeight="bold">{t.link.label}: </chakra.span>
        {setting.new_review_uri ? (
          <chakra.a href={setting.new_review_uri} target="_blank" rel="noopener noreferrer" color="var(--brand)" textDecoration="underline" wordBreak="break-all">
            {setting.new_review_uri}
          </chakra.a>
        ) : (
          <chakra.span role="alert" color="danger">
            {t.link.none}
          </chakra.span>
        )}
      </Box>
      <QrDesignForm storeKey={storeKey} storeName={setting.store_name} initialValues={toDesignValues(setting)} onSave={onSave} />
    </chakra.section>
  );
};
