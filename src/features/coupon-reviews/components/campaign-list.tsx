import { Box, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { PagedTable, type Column, type PagedResult } from '../../../components/list/paged-table';
import type { QueryResultLike } from '../../../components/list/query-state';
import { copyToClipboard } from '../../../shared/clipboard/clipboard';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useUpdateCouponReviewFlagMutation, type CouponCampaign } from '../coupon-reviews.api';

const c = couponJa.campaigns;

interface CampaignListProps {
  query: QueryResultLike<PagedResult<CouponCampaign>>;
  onPageChange: (page: number) => void;
  onEdit: (campaign: CouponCampaign) => void;
}

// One row per store: the acceptance flag, the public page's URL (to copy into a QR code, a receipt, a table card),
// how much feedback arrived, and the edit button.
export const CampaignList = ({ query, onPageChange, onEdit }: CampaignListProps) => {
  const [updateFlag, { isLoading }] = useUpdateCouponReviewFlagMutation();
  const [copyMessage, setCopyMessage] = useState('');
  const columns = useMemo((): Column<CouponCampaign>[] => {
    const copy = async (url: string) => setCopyMessage((await copyToClipboard(url, 'url')).message);
    return [
      { key: 'store', header: c.storeName, rowHeader: true, cell: (campaign) => campaign.store_name, cellProps: { fontWeight: 'bold' } },
      {
        key: 'flag',
        header: c.flag,
        cellProps: { whiteSpace: 'nowrap' },
        cell: (campaign) => (
          <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer">
            <chakra.input
              type="checkbox"
              role="switch"
              aria-label={c.flagLabel(campaign.store_name)}
              checked={campaign.enabled}
              disabled={isLoading}
              onChange={(e) => void updateFlag({ couponFlagRequest: { coupon_ids: [campaign.coupon_id], enabled: e.target.checked } })}
              width="5"
              height="5"
            />
            <chakra.span aria-hidden="true" color={campaign.enabled ? 'success' : 'muted'} fontWeight="bold">
              {campaign.enabled ? c.flagOn : c.flagOff}
            </chakra.span>
          </chakra.label>
        ),
      },
      {
        key: 'url',
        header: c.publicUrl,
        cellProps: { minW: '14rem' },
        cell: (campaign) => (
          <>
            <chakra.span display="block" wordBreak="break-all" fontSize="xs" mb="1" data-testid="coupon-public-url">
              {campaign.public_url}
            </chakra.span>
            <Button size="sm" variant="outline" aria-label={c.copyUrlLabel(campaign.store_name)} onClick={() => void copy(campaign.public_url)}>
              {c.copyUrl}
            </Button>
          </>
        ),
      },
      { key: 'count', header: c.feedbackCount, cellProps: { whiteSpace: 'nowrap' }, cell: (campaign) => c.feedbackCountValue(campaign.feedback_count) },
      { key: 'updated', header: c.updatedAt, cellProps: { whiteSpace: 'nowrap' }, cell: (campaign) => campaign.updated_at },
      {
        key: 'actions',
        header: c.actions,
        cell: (campaign) => (
          <Button size="sm" variant="outline" aria-label={c.editLabel(campaign.store_name)} onClick={() => onEdit(campaign)}>
            {c.edit}
          </Button>
        ),
      },
    ];
  }, [isLoading, updateFlag, onEdit]);
  return (
    <>
      <PagedTable
        query={query}
        columns={columns}
        rowKey={(campaign) => campaign.coupon_id}
        rowTestId={(campaign) => `coupon-campaign-${campaign.local_account_id}`}
        label={c.listLabel}
        empty={c.empty}
        onPageChange={onPageChange}
        paginateOnlyWhenMany
        data-testid="coupon-campaign-list"
      />
      {query.data && query.data.data.length > 0 ? (
        <Box role="status" aria-live="polite" fontSize="sm" color="muted" minH="6" mt="2">
          {copyMessage}
        </Box>
      ) : null}
    </>
  );
};
