import { Box } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { Button } from '../../../components/button';
import { DateRangeField } from '../../../components/form/date-range-field';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { emptyFeedbackFilter, feedbackFilterSchema, type FeedbackFilterValues } from '../forms/feedback-filter.schema';
import { SelectField } from '../../../components/form/select-field';

const fb = couponJa.feedback;

interface FeedbackFiltersProps {
  stores: { value: string; label: string }[];
  onApply: (values: FeedbackFilterValues) => void;
  /** The filters in force (from the URL), so a reloaded page shows what narrows its list. */
  initialValues?: FeedbackFilterValues;
}

// Store and date range (YYYY/MM/DD, Tokyo days) of the feedback list; applied on 絞り込む.
export const FeedbackFilters = ({ stores, onApply, initialValues = emptyFeedbackFilter }: FeedbackFiltersProps) => (
  <Formik initialValues={initialValues} validationSchema={feedbackFilterSchema} onSubmit={(values) => onApply(values)}>
    <Form noValidate aria-label={fb.filters} data-testid="coupon-feedback-filters">
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 2fr auto' }} columnGap="3" alignItems="end">
        <SelectField name="local_account_id" label={fb.store} placeholder={fb.allStores} options={stores} />
        <DateRangeField startName="start_at" startLabel={fb.startAt} endName="end_at" endLabel={fb.endAt} />
        <Box mb="4">
          <Button type="submit" variant="outline">
            {fb.apply}
          </Button>
        </Box>
      </Box>
    </Form>
  </Formik>
);
