import { chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { Fieldset, Legend } from '../../../../components/form/choice-parts';
import { TextareaField } from '../../../../components/form/textarea-field';
import { LISTING_LIMITS } from '../../../../shared/business/listing-rules';
import { ATTRIBUTE_KEYS, type AttributeKey, type ListingAttribute } from '../../../../shared/business/listing';
import { attributeJa, listingFieldJa } from '../listings/listings.ja';
import type { ListingFormValues } from './listing-form.values';
import { ListingTextField } from './listing-text-field';
import { updateJa } from './update.ja';

export const DescriptionSection = () => (
  <TextareaField name="listing.description" label={updateJa.fields.description} rows={6} max={LISTING_LIMITS.description} />
);

// 属性: a checked box sets the attribute to あり, an unchecked one to なし once touched; attributes the store never
// had stay unset, so saving does not send Google a value nobody chose.
export const AttributesSection = () => {
  const { values, setFieldValue } = useFormikContext<ListingFormValues>();
  const attributes = values.listing.attributes;
  const valueOf = (key: AttributeKey) => attributes.find((a) => a.key === key)?.value ?? false;
  const toggle = (key: AttributeKey, value: boolean) => {
    const next: ListingAttribute[] = attributes.some((a) => a.key === key)
      ? attributes.map((a) => (a.key === key ? { key, value } : a))
      : [...attributes, { key, value }];
    void setFieldValue('listing.attributes', next);
  };
  return (
    <Fieldset>
      <Legend>{listingFieldJa.attributes}</Legend>
      <chakra.div display="flex" flexWrap="wrap" columnGap="6">
        {ATTRIBUTE_KEYS.map((key) => (
          <chakra.label key={key} display="inline-flex" alignItems="center" gap="2" minH="11" cursor="pointer">
            <chakra.input type="checkbox" w="5" h="5" checked={valueOf(key)} onChange={(e) => toggle(key, e.target.checked)} />
            {attributeJa[key]}
          </chakra.label>
        ))}
      </chakra.div>
    </Fieldset>
  );
};

export const YahooSection = () => <ListingTextField name="listing.hours_note" label={updateJa.fields.hoursNote} help={updateJa.fields.hoursNoteHelp} />;
