import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { fieldAria, FieldLabel, FieldNotes } from '../../../../components/form/field-parts';
import { useFieldIds } from '../../../../components/form/use-field-ids';
import { fieldStyle } from '../../../../components/form/field-style';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import { useLazyGetBusinessListingQuery, useListBusinessListingsQuery } from '../../../../features/business-bulk/business-bulk.api';
import { createYahooJa } from '../../../../features/business-bulk/business-bulk.ja';
import { prefillFromListing, type CreateYahooValues } from '../../../../features/business-bulk/forms/create-yahoo.schema';
import { formJa } from '../../../../shared/i18n/form.ja';

const t = createYahooJa;
const Select = chakra('select', { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } });

// The Google-linked store the Yahoo!プレイス listing starts from (stores already on Yahoo are left out). Choosing one
// reads its listing afresh and fills the form with it.
export const SourceStoreField = () => {
  const [freeWord, setFreeWord] = useState('');
  const list = useListBusinessListingsQuery({ freeWord: freeWord || undefined, pageSize: 200 });
  const [loadListing, loading] = useLazyGetBusinessListingQuery();
  const { setValues } = useFormikContext<CreateYahooValues>();
  const ids = useFieldIds<string>('google_local_account_id');
  const stores = useMemo(() => (list.data?.data ?? []).filter((s) => s.google !== null && s.yahoo === null), [list.data]);

  const choose = async (key: string) => {
    void ids.helpers.setValue(key, false);
    const store = stores.find((s) => s.google?.local_account_id === key);
    if (!store) return;
    try {
      const { data } = await loadListing({ id: store.store_id }).unwrap();
      await setValues(prefillFromListing(key, data.record), false);
    } catch {
      // The error dialog has said why; the choice stays so the person can fill the form by hand.
    }
  };

  return (
    <Box mb="4">
      <Box maxW="28rem" mb="2">
        <FreeWordFilter value={freeWord} onCommit={(value) => setFreeWord(value.trim())} placeholder={t.storeSearch} maxLength={100} />
      </Box>
      <FieldLabel htmlFor={ids.id}>{t.source}</FieldLabel>
      <Select id={ids.id} {...fieldAria(ids, t.sourceHelp)} name={ids.field.name} value={ids.field.value ?? ''} onBlur={ids.field.onBlur} onChange={(e) => void choose(e.target.value)}>
        <option value="">{formJa.select.placeholder}</option>
        {stores.map((s) => (
          <option key={s.store_id} value={s.google?.local_account_id}>
            {t.sourceOption(s.store_name, s.store_code)}
          </option>
        ))}
      </Select>
      <FieldNotes ids={ids} help={t.sourceHelp} />
      <chakra.p fontSize="sm" color="muted" mt="1">
        {t.alreadyOnYahoo}
      </chakra.p>
      {loading.isFetching ? (
        <chakra.p role="status" fontSize="sm" mt="1">
          {t.loading}
        </chakra.p>
      ) : null}
    </Box>
  );
};
