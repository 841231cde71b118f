import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { CampaignSection } from '../../../features/coupon-reviews/components/campaign-section';
import { FeedbackSection } from '../../../features/coupon-reviews/components/feedback-section';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { can } from '../../../shared/access/access-rules';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

// クーポン口コミ管理 (Google only): the campaign of each Google store, then the feedback received.
export const ReviewCouponScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(couponJa.title);
  const allowed = can(user, 'reviewCoupon');
  const accounts = useListLocalAccountsQuery({}, { skip: !allowed });
  const googleStores = useMemo(
    () => (accounts.data?.data.local_accounts ?? []).map((a) => ({ key: a.local_account_id, title: a.title })),
    [accounts.data],
  );
  if (!allowed) return <NotFoundScreen />;
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {couponJa.title}
      </chakra.h1>
      <CampaignSection googleStores={googleStores} />
      <FeedbackSection />
    </>
  );
};
