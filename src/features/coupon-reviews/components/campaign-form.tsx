import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { DateRangeField } from '../../../components/form/date-range-field';
import { TextField } from '../../../components/form/text-field';
import { ja } from '../../../shared/i18n/ja';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import type { CouponCampaignInput } from '../coupon-reviews.api';
import { campaignSchema, createCampaignSchema, emptyCampaign, toCampaignInput, type CampaignValues } from '../forms/campaign.schema';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';

const f = couponJa.form;

interface CampaignFormProps {
  /** Given when creating: the Google stores that have no campaign yet. */
  storeOptions?: { value: string; label: string }[];
  initialValues?: CampaignValues;
  // Resolves on success; a rejected call's 422 field errors are set on the matching fields.
  onSubmit: (input: CouponCampaignInput, localAccountId: string) => Promise<unknown>;
  onCancel: () => void;
}

// The coupon, its validity and the texts of the public page, as one form for creating and editing.
export const CampaignForm = ({ storeOptions, initialValues = emptyCampaign, onSubmit, onCancel }: CampaignFormProps) => {
  const creating = storeOptions !== undefined;
  const submit = async (values: CampaignValues, helpers: FormikHelpers<CampaignValues>) => {
    try {
      await onSubmit(toCampaignInput(values), values.local_account_id);
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={creating ? createCampaignSchema : campaignSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate data-testid="coupon-campaign-form">
          {creating ? <SelectField name="local_account_id" label={f.store} placeholder={f.chooseStore} options={storeOptions} /> : null}
          <TextField name="coupon_title" label={f.couponTitle} />
          <TextareaField name="coupon_content" label={f.couponContent} rows={3} />
          <TextareaField name="coupon_terms" label={f.couponTerms} rows={3} />
          <DateRangeField startName="valid_from" startLabel={f.validFrom} endName="valid_until" endLabel={f.validUntil} />
          <chakra.p fontSize="sm" color="muted" mt="-2" mb="4">
            {f.datesHint}
          </chakra.p>
          <TextField name="valid_days" label={f.validDays} />
          <TextField name="page_title" label={f.pageTitle} />
          <TextareaField name="page_message" label={f.pageMessage} />
          <TextareaField name="thanks_message" label={f.thanksMessage} rows={3} />
          <Box display="flex" gap="2" justifyContent="flex-end" flexWrap="wrap">
            <Button variant="outline" onClick={onCancel}>
              {ja.common.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {couponJa.campaigns.save}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
};
