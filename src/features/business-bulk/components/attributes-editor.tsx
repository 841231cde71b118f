import { Box } from '@chakra-ui/react';
import { Fieldset, Legend } from '../../../components/form/choice-parts';
import { SelectField } from '../../../components/form/select-field';
import { ATTRIBUTE_KEYS } from '../../../shared/business/listing';
import { attributeLabelsJa, businessBulkJa } from '../business-bulk.ja';
import type { AttributeChoice } from '../forms/bulk-changes.schema';

const t = businessBulkJa.changes;
const options: { value: AttributeChoice; label: string }[] = [
  { value: '', label: t.attributeKeep },
  { value: 'yes', label: t.attributeYes },
  { value: 'no', label: t.attributeNo },
];

// Each attribute is set to あり / なし or left as each store has it.
export const AttributesEditor = ({ name }: { name: string }) => (
  <Fieldset>
    <Legend>{t.attributesLegend}</Legend>
    <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(10rem, 1fr))" columnGap="3">
      {ATTRIBUTE_KEYS.map((key) => (
        <SelectField key={key} name={`${name}.${key}`} label={attributeLabelsJa[key]} options={options} />
      ))}
    </Box>
  </Fieldset>
);
