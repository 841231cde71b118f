import { Box } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { emptyFeedbackFilter, feedbackFilterSchema, type FeedbackFilterValues } from '../forms/feedback-filter.schema';
import { SelectField } from './fields';

const fb = couponJa.feedback;

interface FeedbackFiltersProps {
  stores: { value: string; label: string }[];
  onApply: (values: FeedbackFilterValues) => void;
}

// Store and date range (YYYY/MM/DD, Tokyo days) of the feedback list; applied on 絞り込む.
export const FeedbackFilters = ({ stores, onApply }: FeedbackFiltersProps) => (
  <Formik initialValues={emptyFeedbackFilter} validationSchema={feedbackFilterSchema} onSubmit={(values) => onApply(values)}>
    <Form noValidate aria-label={fb.filters} data-testid="coupon-feedback-filters">
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '2fr 1fr 1fr auto' }} columnGap="3" alignItems="end">
        <SelectField name="local_account_id" label={fb.store} placeholder={fb.allStores} options={stores} />
        <TextField name="start_at" label={fb.startAt} />
        <TextField name="end_at" label={fb.endAt} />
        <Box mb="4">
          <Button type="submit" variant="outline">
            {fb.apply}
          </Button>
        </Box>
      </Box>
    </Form>
  </Formik>
);
