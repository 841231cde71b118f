import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { ja } from '../../../shared/i18n/ja';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useCreateCouponCampaignMutation, useListCouponCampaignsQuery, useUpdateCouponCampaignMutation, type CouponCampaign } from '../coupon-reviews.api';
import { toCampaignValues } from '../forms/campaign.schema';
import { CampaignForm } from './campaign-form';
import { CampaignList } from './campaign-list';

const c = couponJa.campaigns;

/** The page size of the campaign list; the feedback filter reads the same first page from the cache. */
export const CAMPAIGN_PAGE_SIZE = 200;

type Editing = { mode: 'create' } | { mode: 'edit'; campaign: CouponCampaign } | null;

// The feedback list below owns the plain `page` key of the screen's URL.
const campaignParams = { page: intParam(1) };

// The campaigns of the company's Google stores, and the form that creates or edits one (inline, so the long
// form scrolls with the page on a phone).
export const CampaignSection = ({ googleStores }: { googleStores: { key: string; title: string }[] }) => {
  const headingId = useId();
  const { values, setPage } = useListParams(campaignParams, { prefix: 'campaign_' });
  const [editing, setEditing] = useState<Editing>(null);
  const list = useListCouponCampaignsQuery({ page: values.page, pageSize: CAMPAIGN_PAGE_SIZE });
  const [create] = useCreateCouponCampaignMutation();
  const [update] = useUpdateCouponCampaignMutation();
  const campaigns = useMemo(() => list.data?.data ?? [], [list.data]);
  const storeOptions = useMemo(() => {
    const taken = new Set(campaigns.map((campaign) => campaign.local_account_id));
    return googleStores.filter((s) => !taken.has(s.key)).map((s) => ({ value: s.key, label: s.title }));
  }, [campaigns, googleStores]);
  const close = () => setEditing(null);
  const edit = useCallback((campaign: CouponCampaign) => setEditing({ mode: 'edit', campaign }), []);

  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6" data-testid="coupon-campaign-section">
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="2">
        <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" flex="1">
          {c.heading}
        </chakra.h2>
        <Button onClick={() => setEditing({ mode: 'create' })} disabled={editing !== null}>
          {c.create}
        </Button>
      </Box>
      <chakra.p fontSize="sm" color="muted" mb="4">
        {c.lead}
      </chakra.p>
      {editing ? (
        <chakra.section aria-label={editing.mode === 'create' ? c.createTitle : c.editTitle(editing.campaign.store_name)} borderWidth="1px" borderStyle="solid" borderColor="line" borderRadius="md" p="4" mb="4">
          <chakra.h3 fontSize="md" fontWeight="bold" mb="3">
            {editing.mode === 'create' ? c.createTitle : c.editTitle(editing.campaign.store_name)}
          </chakra.h3>
          {editing.mode === 'create' && storeOptions.length === 0 ? (
            <>
              <chakra.p mb="3">{c.noStores}</chakra.p>
              <Button variant="outline" onClick={close}>
                {ja.common.close}
              </Button>
            </>
          ) : editing.mode === 'create' ? (
            <CampaignForm
              storeOptions={storeOptions}
              onSubmit={(input, localAccountId) => create({ couponCampaignCreateRequest: { ...input, local_account_id: localAccountId } }).unwrap().then(close)}
              onCancel={close}
            />
          ) : (
            <CampaignForm
              key={editing.campaign.coupon_id}
              initialValues={toCampaignValues(editing.campaign)}
              onSubmit={(input) => update({ id: editing.campaign.coupon_id, couponCampaignInput: input }).unwrap().then(close)}
              onCancel={close}
            />
          )}
        </chakra.section>
      ) : null}
      <CampaignList query={list} onPageChange={setPage} onEdit={edit} />
    </chakra.section>
  );
};
