import { Box, chakra } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useEffect, useId, type KeyboardEvent, type ReactNode } from 'react';
import { FieldError } from '../../../components/form/field-parts';
import { usersJa } from '../../../shared/i18n/users.ja';
import type { CompanyUserValues } from '../forms/company-user.schema';

const t = usersJa.form;

// Enter in the picker's search box filters the stores; it must not submit the user form around it.
const keepEnterInPicker = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

// The store picker's selection lives in the store (the screen composes the picker); the form keeps a copy so its rule
// (one store at least) and the server's errors on local_account_ids show where the stores are chosen.
export const ChosenStoresField = ({ ids, children }: { ids: string[]; children: ReactNode }) => {
  const [, meta] = useField<string[]>('local_account_ids');
  const { setFieldValue } = useFormikContext<CompanyUserValues>();
  const errorId = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  useEffect(() => void setFieldValue('local_account_ids', ids, true), [ids, setFieldValue]);
  return (
    <chakra.fieldset border="none" p="0" m="0" mb="4" minW="0" aria-describedby={error ? errorId : undefined} data-testid="user-stores">
      <chakra.legend fontWeight="bold" fontSize="sm" mb="1" p="0">
        {t.stores}
      </chakra.legend>
      <Box onKeyDown={keepEnterInPicker}>{children}</Box>
      <chakra.p role="status" fontWeight="bold" mt="2" data-testid="user-stores-count">
        {ids.length > 0 ? t.storesChosen(ids.length) : t.storesNone}
      </chakra.p>
      <FieldError id={errorId} message={error} />
    </chakra.fieldset>
  );
};
