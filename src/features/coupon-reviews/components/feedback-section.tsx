import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/pagination';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useListCouponCampaignsQuery, useListCouponReviewsQuery, useRequestCouponReviewExportMutation } from '../coupon-reviews.api';
import { toFeedbackQuery, type FeedbackFilterValues } from '../forms/feedback-filter.schema';
import { CAMPAIGN_PAGE_SIZE } from './campaign-section';
import { FeedbackFilters } from './feedback-filters';
import { FeedbackList } from './feedback-list';

const fb = couponJa.feedback;
const PAGE_SIZE = 20;

// The feedback received, filtered by store and date, paged, with the Excel export of the same filters.
export const FeedbackSection = () => {
  const headingId = useId();
  const [filters, setFilters] = useState<ReturnType<typeof toFeedbackQuery>>({});
  const [page, setPage] = useState(1);
  const campaigns = useListCouponCampaignsQuery({ page: 1, pageSize: CAMPAIGN_PAGE_SIZE });
  const list = useListCouponReviewsQuery({ ...filters, page, pageSize: PAGE_SIZE });
  const [requestExport, exportState] = useRequestCouponReviewExportMutation();
  const stores = useMemo(() => (campaigns.data?.data ?? []).map((c) => ({ value: c.local_account_id, label: c.store_name })), [campaigns.data]);

  const apply = (values: FeedbackFilterValues) => {
    setFilters(toFeedbackQuery(values));
    setPage(1);
  };
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
      <FeedbackFilters stores={stores} onApply={apply} />
      {list.isFetching && !list.data ? <Box aria-busy="true" minH="10" /> : <FeedbackList items={list.data?.data ?? []} />}
      {list.data ? <Pagination pagination={list.data.pagination} onChange={setPage} /> : null}
    </chakra.section>
  );
};
