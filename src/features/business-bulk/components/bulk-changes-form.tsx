import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, getIn, useFormikContext, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { DateField } from '../../../components/form/date-field';
import { FieldError } from '../../../components/form/field-parts';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { LISTING_LIMITS } from '../../../shared/business/listing-rules';
import { businessBulkJa, listingFieldLabelsJa } from '../business-bulk.ja';
import { BULK_FIELDS, bulkChangesSchema, type BulkChangesValues, type BulkField } from '../forms/bulk-changes.schema';
import { AttributesEditor } from './attributes-editor';
import { RegularHoursEditor } from './regular-hours-editor';
import { SpecialHoursEditor } from './special-hours-editor';

const t = businessBulkJa.changes;
const fieldOptions = BULK_FIELDS.map((f) => ({ value: f, label: listingFieldLabelsJa[f] }));

interface BulkChangesFormProps {
  initialValues: BulkChangesValues;
  /** Runs the dry run; the form stays as typed so the person can come back and adjust it. */
  onPreview: (values: BulkChangesValues, helpers: FormikHelpers<BulkChangesValues>) => Promise<void>;
  /** Back to the store choice, with the values as typed so they are there on return. */
  onBack?: (values: BulkChangesValues) => void;
  now: () => Date;
}

const Section = ({ field, children }: { field: BulkField; children: ReactNode }) => {
  const { values } = useFormikContext<BulkChangesValues>();
  if (!values.fields.includes(field)) return null;
  return (
    <chakra.section aria-label={listingFieldLabelsJa[field]} borderWidth="1px" borderColor="line" borderRadius="md" p="3" mb="4" data-testid={`bulk-section-${field}`}>
      <chakra.h3 fontWeight="bold" mb="2">
        {listingFieldLabelsJa[field]}
      </chakra.h3>
      {children}
    </chakra.section>
  );
};

const AttributesError = () => {
  const { errors, submitCount } = useFormikContext<BulkChangesValues>();
  const error: unknown = getIn(errors, 'attributes');
  return <FieldError id="bulk-attributes-error" message={submitCount > 0 && typeof error === 'string' ? error : undefined} />;
};

// Step 2 of a bulk edit: which fields to set and to what. Only the chosen fields are sent; the others stay as each
// store has them.
export const BulkChangesForm = ({ initialValues, onPreview, onBack, now }: BulkChangesFormProps) => (
  <Formik initialValues={initialValues} validationSchema={bulkChangesSchema} onSubmit={onPreview}>
    {({ isSubmitting, values }) => (
      <Form noValidate data-testid="bulk-changes-form">
        <CheckboxGroupField name="fields" legend={t.fieldsLegend} options={fieldOptions} />
        <Section field="special_hours">
          <SpecialHoursEditor name="special_hours" now={now} />
        </Section>
        <Section field="regular_hours">
          <RegularHoursEditor name="regular_hours" />
        </Section>
        <Section field="description">
          <RadioGroupField
            name="description.mode"
            legend={t.descriptionMode}
            options={[
              { value: 'append', label: t.descriptionModes.append },
              { value: 'replace', label: t.descriptionModes.replace },
            ]}
          />
          <TextareaField name="description.text" label={t.description} max={LISTING_LIMITS.description} />
        </Section>
        <Section field="website">
          <TextField name="website" label={t.website} />
          <chakra.p fontSize="sm" color="muted" mt="-3" mb="3">
            {t.websiteHelp}
          </chakra.p>
        </Section>
        <Section field="hours_note">
          <TextareaField name="hours_note" label={t.hoursNote} rows={2} max={LISTING_LIMITS.hoursNote} help={t.hoursNoteHelp} />
        </Section>
        <Section field="opening_date">
          <DateField name="opening_date" label={t.openingDate} help={t.openingDateHelp} />
        </Section>
        <Section field="attributes">
          <AttributesEditor name="attributes" />
          <AttributesError />
        </Section>
        <Box display="flex" flexWrap="wrap" gap="2" justifyContent="flex-end">
          {onBack ? (
            <Button variant="outline" minH="11" onClick={() => onBack(values)}>
              {t.back}
            </Button>
          ) : null}
          <Button type="submit" minH="11" disabled={isSubmitting}>
            {isSubmitting ? t.previewing : t.preview}
          </Button>
        </Box>
      </Form>
    )}
  </Formik>
);
