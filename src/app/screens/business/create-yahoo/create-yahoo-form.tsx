import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button } from '../../../../components/button';
import { Fieldset, Legend } from '../../../../components/form/choice-parts';
import { TextareaField } from '../../../../components/form/textarea-field';
import { TextField } from '../../../../components/form/text-field';
import { createYahooJa } from '../../../../features/business-bulk/business-bulk.ja';
import { RegularHoursEditor } from '../../../../features/business-bulk/components/regular-hours-editor';
import { createYahooSchema, emptyCreateYahoo, type CreateYahooValues } from '../../../../features/business-bulk/forms/create-yahoo.schema';
import { LISTING_LIMITS } from '../../../../shared/business/listing-rules';
import { SourceStoreField } from './source-store-field';

const t = createYahooJa;

interface CreateYahooFormProps {
  onSubmit: (values: CreateYahooValues, helpers: FormikHelpers<CreateYahooValues>) => Promise<void>;
}

const Categories = ({ names }: { names: string[] }) =>
  names.length > 0 ? (
    <Box mb="4">
      <chakra.p fontWeight="bold" fontSize="sm" mb="1">
        {t.categories}
      </chakra.p>
      <chakra.p data-testid="create-yahoo-categories">{names.join('、')}</chakra.p>
    </Box>
  ) : null;

// The Yahoo!プレイス listing: prefilled from the chosen Google store, with Yahoo's own reading (フリガナ), hours
// within 0:00〜翌6:00 and the note under the hours.
export const CreateYahooForm = ({ onSubmit }: CreateYahooFormProps) => (
  <Formik initialValues={emptyCreateYahoo()} validationSchema={createYahooSchema} onSubmit={onSubmit}>
    {({ isSubmitting, values }) => (
      <Form noValidate data-testid="create-yahoo-form">
        <SourceStoreField />
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="4">
          <TextField name="name" label={t.name} />
          <TextField name="name_kana" label={t.nameKana} />
          <TextField name="phone" label={t.phone} autoComplete="tel" />
          <TextField name="website" label={t.website} />
        </Box>
        <Fieldset>
          <Legend>{t.address}</Legend>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '10rem 10rem 1fr' }} columnGap="4">
            <TextField name="address_parts.postal_code" label={t.postalCode} autoComplete="postal-code" />
            <TextField name="address_parts.prefecture" label={t.prefecture} />
            <TextField name="address_parts.city" label={t.city} />
          </Box>
          <TextField name="address_parts.street" label={t.street} />
        </Fieldset>
        <Categories names={values.categories} />
        <RegularHoursEditor name="regular_hours" legend={t.hoursLegend} />
        <TextareaField name="hours_note" label={t.hoursNote} rows={2} max={LISTING_LIMITS.hoursNote} />
        <TextareaField name="description" label={t.description} max={LISTING_LIMITS.description} />
        <Box display="flex" justifyContent="flex-end">
          <Button type="submit" minH="11" disabled={isSubmitting}>
            {t.submit}
          </Button>
        </Box>
      </Form>
    )}
  </Formik>
);
