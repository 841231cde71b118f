import { Box } from '@chakra-ui/react';
import { SelectField } from '../../../../components/form/select-field';
import { ListingTextField } from './listing-text-field';
import { PREFECTURES } from './prefectures';
import { updateJa } from './update.ja';

const f = updateJa.fields;
const prefectureOptions = PREFECTURES.map((p) => ({ value: p, label: p }));

export const AddressSection = () => (
  <>
    <Box maxW="14rem">
      <ListingTextField name="listing.address.postal_code" label={f.postalCode} help={f.postalCodeHelp} inputMode="numeric" />
    </Box>
    <Box maxW="14rem">
      <SelectField name="listing.address.prefecture" label={f.prefecture} options={prefectureOptions} placeholder />
    </Box>
    <ListingTextField name="listing.address.city" label={f.city} />
    <ListingTextField name="listing.address.street" label={f.street} />
  </>
);
