import { chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { DateField } from '../../../../components/form/date-field';
import { ListingTextField } from './listing-text-field';
import type { ListingFormValues } from './listing-form.values';
import { updateJa } from './update.ja';

const f = updateJa.fields;

// 基本情報. The reading (フリガナ) is Yahoo!プレイス's only, so it shows for a store with a Yahoo account.
export const BasicSection = ({ hasYahoo }: { hasYahoo: boolean }) => {
  const { values } = useFormikContext<ListingFormValues>();
  const categories = values.listing.categories;
  return (
    <>
      <ListingTextField name="listing.name" label={f.name} />
      {hasYahoo ? <ListingTextField name="listing.name_kana" label={f.nameKana} /> : null}
      <chakra.p fontWeight="bold" fontSize="sm" mb="1">
        {f.categories}
      </chakra.p>
      <chakra.p mb="4" data-testid="listing-categories">
        {categories.length > 0 ? categories.join('、') : f.noCategories}
      </chakra.p>
      <ListingTextField name="listing.phone" label={f.phone} help={f.phoneHelp} type="tel" inputMode="tel" />
      <ListingTextField name="listing.website" label={f.website} help={f.websiteHelp} type="url" inputMode="url" />
      <DateField name="listing.opening_date" label={f.openingDate} />
    </>
  );
};
