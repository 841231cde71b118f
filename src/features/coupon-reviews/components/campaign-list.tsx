import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { copyToClipboard } from '../../../shared/clipboard/clipboard';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useUpdateCouponReviewFlagMutation, type CouponCampaign } from '../coupon-reviews.api';

const c = couponJa.campaigns;

interface CampaignListProps {
  campaigns: CouponCampaign[];
  onEdit: (campaign: CouponCampaign) => void;
}

// One row per store: the acceptance flag, the public page's URL (to copy into a QR code, a receipt, a table card),
// how much feedback arrived, and the edit button.
export const CampaignList = ({ campaigns, onEdit }: CampaignListProps) => {
  const [updateFlag, { isLoading }] = useUpdateCouponReviewFlagMutation();
  const [copyMessage, setCopyMessage] = useState('');
  if (campaigns.length === 0) return <EmptyState message={c.empty} />;
  const copy = async (url: string) => setCopyMessage((await copyToClipboard(url, 'url')).message);
  return (
    <>
      <DataTable aria-label={c.listLabel} data-testid="coupon-campaign-list">
        <thead>
          <tr>
            <HeadCell scope="col">{c.storeName}</HeadCell>
            <HeadCell scope="col">{c.flag}</HeadCell>
            <HeadCell scope="col">{c.publicUrl}</HeadCell>
            <HeadCell scope="col">{c.feedbackCount}</HeadCell>
            <HeadCell scope="col">{c.updatedAt}</HeadCell>
            <HeadCell scope="col">{c.actions}</HeadCell>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.coupon_id} data-testid={`coupon-campaign-${campaign.local_account_id}`}>
              <RowHeadCell scope="row" fontWeight="bold">
                {campaign.store_name}
              </RowHeadCell>
              <Cell whiteSpace="nowrap">
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
              </Cell>
              <Cell minW="14rem">
                <chakra.span display="block" wordBreak="break-all" fontSize="xs" mb="1" data-testid="coupon-public-url">
                  {campaign.public_url}
                </chakra.span>
                <Button size="sm" variant="outline" aria-label={c.copyUrlLabel(campaign.store_name)} onClick={() => void copy(campaign.public_url)}>
                  {c.copyUrl}
                </Button>
              </Cell>
              <Cell whiteSpace="nowrap">{c.feedbackCountValue(campaign.feedback_count)}</Cell>
              <Cell whiteSpace="nowrap">{campaign.updated_at}</Cell>
              <Cell>
                <Button size="sm" variant="outline" aria-label={c.editLabel(campaign.store_name)} onClick={() => onEdit(campaign)}>
                  {c.edit}
                </Button>
              </Cell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Box role="status" aria-live="polite" fontSize="sm" color="muted" minH="6" mt="2">
        {copyMessage}
      </Box>
    </>
  );
};
