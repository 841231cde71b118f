import { chakra } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetCouponReviewPageQuery, useGetIssuedCouponQuery } from '../../../features/coupon-reviews/coupon-reviews.api';
import { CouponReviewForm } from '../../../features/coupon-reviews/components/public/coupon-review-form';
import { IssuedCoupon } from '../../../features/coupon-reviews/components/public/issued-coupon';
import { ComplianceNote, PublicFrame, PublicMessage } from '../../../features/coupon-reviews/components/public/public-frame';
import { couponJa } from '../../../shared/i18n/coupon.ja';
import { paths } from '../../paths';

const p = couponJa.page;

// The contract takes 16–128 characters; anything else cannot be a link this console issued.
const usableToken = (token: string | null): token is string => token !== null && token.length >= 16 && token.length <= 128;

const useToken = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return usableToken(token) ? token : null;
};

/** /coupon-review?token=… — the store's feedback page (no login). */
export const CouponReviewScreen = () => {
  const token = useToken();
  const navigate = useNavigate();
  const page = useGetCouponReviewPageQuery({ token: token ?? '' }, { skip: token === null });
  const data = page.data?.data;
  const title = data ? `${data.page_title} | ${data.store_name}` : couponJa.coupon.title;

  let body;
  if (token === null || page.isError) body = <PublicMessage text={p.notFound} />;
  else if (!data) body = <PublicMessage text={p.loading} busy />;
  else
    body = (
      <>
        <chakra.h1 fontSize="xl" fontWeight="bold" mb="2" wordBreak="break-word">
          {data.page_title}
        </chakra.h1>
        {data.page_message ? (
          <chakra.p whiteSpace="pre-wrap" wordBreak="break-word" mb="4">
            {data.page_message}
          </chakra.p>
        ) : null}
        <chakra.section aria-labelledby="coupon-offer-heading" borderWidth="1px" borderStyle="solid" borderColor="line" borderRadius="md" p="3">
          <chakra.h2 id="coupon-offer-heading" fontSize="md" fontWeight="bold" mb="1">
            {p.couponHeading}
          </chakra.h2>
          <chakra.p fontSize="sm" mb="2">
            {p.couponLead}
          </chakra.p>
          <chakra.p fontWeight="bold" wordBreak="break-word" data-testid="coupon-offer-title">
            {data.coupon_title}
          </chakra.p>
          <chakra.p whiteSpace="pre-wrap" wordBreak="break-word">
            {data.coupon_content}
          </chakra.p>
        </chakra.section>
        <ComplianceNote text={couponJa.compliance} />
        {data.accepting ? (
          <CouponReviewForm
            token={token}
            onIssued={(couponToken, thanks) => navigate(`${paths.coupon}?token=${encodeURIComponent(couponToken)}`, { state: { thanks } })}
          />
        ) : (
          <PublicMessage text={p.notAccepting} />
        )}
      </>
    );
  return (
    <PublicFrame storeName={data?.store_name} documentTitle={title}>
      {body}
    </PublicFrame>
  );
};

const thanksOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'thanks' in state && typeof state.thanks === 'string' ? state.thanks : null;

/** /coupon?token=… — the customer's coupon (no login). */
export const CouponScreen = () => {
  const token = useToken();
  const location = useLocation();
  const coupon = useGetIssuedCouponQuery({ token: token ?? '' }, { skip: token === null });
  const data = coupon.data?.data;
  // Shown once, right after the feedback was sent (router state does not survive a reload).
  const thanks = thanksOf(location.state);

  let body;
  if (token === null || coupon.isError) body = <PublicMessage text={couponJa.coupon.notFound} />;
  else if (!data) body = <PublicMessage text={p.loading} busy />;
  else
    body = (
      <>
        {thanks ? (
          <chakra.p role="status" whiteSpace="pre-wrap" wordBreak="break-word" fontWeight="bold" textAlign="center" mb="4" data-testid="coupon-thanks">
            {thanks}
          </chakra.p>
        ) : null}
        <IssuedCoupon coupon={data} />
        <ComplianceNote text={couponJa.compliance} />
      </>
    );
  return (
    <PublicFrame storeName={data?.store_name} documentTitle={data ? `${couponJa.coupon.title} | ${data.store_name}` : couponJa.coupon.title}>
      {body}
    </PublicFrame>
  );
};
