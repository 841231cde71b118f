import { chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FieldError } from '../../../components/form/field-parts';
import { useFieldIds } from '../../../components/form/use-field-ids';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import type { MediaPostValues } from '../forms/media-post.schema';

const t = mediaPostingJa.create;

// The stores checked in the picker, carried into the form so a missing choice (or the server's word on a store)
// shows as this field's error; the count is announced as the picker changes it.
export const TargetStoresField = ({ storeIds }: { storeIds: string[] }) => {
  const { setFieldValue } = useFormikContext<MediaPostValues>();
  const { id, errorId, invalid, meta } = useFieldIds<string[]>('local_account_ids');
  const key = storeIds.join(',');
  useEffect(() => {
    void setFieldValue('local_account_ids', key === '' ? [] : key.split(','), false);
  }, [key, setFieldValue]);
  return (
    <chakra.div mb="4" id={id}>
      <chakra.p fontWeight="bold" aria-live="polite" aria-describedby={invalid ? errorId : undefined} data-testid="media-targets">
        {t.targets(storeIds.length)}
      </chakra.p>
      <FieldError id={errorId} message={invalid ? meta.error : undefined} />
    </chakra.div>
  );
};
