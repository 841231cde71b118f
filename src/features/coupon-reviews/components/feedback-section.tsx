import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { Button } from '../../../components/button';
import { intParam, stringParam, useListParams, type ListParamValues } from '../../../components/list/use-list-params';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useListCouponCampaignsQuery, useListCouponReviewsQuery, useRequestCouponReviewExportMutation } from '../coupon-reviews.api';
import { emptyFeedbackFilter, feedbackFilterSchema, toFeedbackQuery, type FeedbackFilterValues } from '../forms/feedback-filter.schema';
import { CAMPAIGN_PAGE_SIZE } from './campaign-section';
import { FeedbackFilters } from './feedback-filters';
import { FeedbackList } from './feedback-list';

const fb = couponJa.feedback;
const PAGE_SIZE = 20;

// A URL value the filter form would refuse (a date that does not exist) is dropped, as the form would not send it.
const formAccepts = (patch: Partial<FeedbackFilterValues>) => feedbackFilterSchema.isValidSync({ ...emptyFeedbackFilter, ...patch });
const feedbackParams = {
  page: intParam(1),
  local_account_id: stringParam('', { valid: (value) => /^g_[1-9][0-9]{0,9}$/.test(value) }),
  start_at: stringParam('', { valid: (value) => formAccepts({ start_at: value }) }),
  end_at: stringParam('', { valid: (value) => formAccepts({ end_at: value }) }),
};

// The form's values of the URL's filters; an end before the start is left out, as the inbox does.
const toFilterValues = ({ local_account_id, start_at, end_at }: ListParamValues<typeof feedbackParams>): FeedbackFilterValues =>
  formAccepts({ start_at, end_at }) ? { local_account_id, start_at, end_at } : { local_account_id, start_at, end_at: '' };

// The feedback received, filtered by store and date, paged, with the Excel export of the same filters.
export const FeedbackSection = () => {
  const headingId = useId();
  const { values, setPage, setFilters } = useListParams(feedbackParams);
  const filterValues = useMemo(() => toFilterValues(values), [values]);
  const filters = useMemo(() => toFeedbackQuery(filterValues), [filterValues]);
  const campaigns = useListCouponCampaignsQuery({ page: 1, pageSize: CAMPAIGN_PAGE_SIZE });
  const list = useListCouponReviewsQuery({ ...filters, page: values.page, pageSize: PAGE_SIZE });
  const [requestExport, exportState] = useRequestCouponReviewExportMutation();
  const stores = useMemo(() => (campaigns.data?.data ?? []).map((c) => ({ value: c.local_account_id, label: c.store_name })), [campaigns.data]);

  const startExport = () =>
    void requestExport({
      couponReviewExportRequest: {
        format: 'xlsx',
        ...(filters.localAccountIds ? { local_account_ids: filters.localAccountIds } : {}),
        ...(filters.startAt ? { start_at: filters.startAt } : {}),
        ...(filters.endAt ? { end_at: filters.endAt } : {}),
      },
    });

  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6" data-testid="coupon-feedback-section">
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="3">
        <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" flex="1">
          {fb.heading}
        </chakra.h2>
        <Button variant="outline" onClick={startExport} disabled={exportState.isLoading}>
          {fb.export}
        </Button>
      </Box>
      <FeedbackFilters stores={stores} onApply={setFilters} initialValues={filterValues} />
      <FeedbackList query={list} onPageChange={setPage} />
    </chakra.section>
  );
};
