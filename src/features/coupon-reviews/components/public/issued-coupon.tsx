import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { copyToClipboard } from '../../../../shared/clipboard/clipboard';
import { couponJa } from '../../../../shared/i18n/coupon.ja';
import type { IssuedCouponBody } from '../../coupon-reviews.api';

const k = couponJa.coupon;

const Row = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Box display="flex" gap="3" py="2" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line">
    <chakra.dt fontWeight="bold" fontSize="sm" minW="6rem">
      {label}
    </chakra.dt>
    <chakra.dd m="0" whiteSpace="pre-wrap" wordBreak="break-word" data-testid={testId}>
      {value}
    </chakra.dd>
  </Box>
);

// The coupon as the customer shows it at the register: the code large, then its terms and validity.
export const IssuedCoupon = ({ coupon }: { coupon: IssuedCouponBody['data'] }) => {
  const [copyMessage, setCopyMessage] = useState('');
  return (
    <Box>
      <chakra.h1 fontSize="xl" fontWeight="bold" textAlign="center" mb="1" wordBreak="break-word" data-testid="coupon-title">
        {coupon.coupon_title}
      </chakra.h1>
      <chakra.p textAlign="center" whiteSpace="pre-wrap" wordBreak="break-word" mb="4" data-testid="coupon-content">
        {coupon.coupon_content}
      </chakra.p>
      <Box borderWidth="2px" borderStyle="dashed" borderColor="ink" borderRadius="md" p="4" textAlign="center" mb="2">
        <chakra.p fontSize="sm" mb="1">
          {k.code}
        </chakra.p>
        <chakra.p fontSize="2xl" fontWeight="bold" letterSpacing="0.2em" fontFamily="monospace" data-testid="coupon-code">
          {coupon.coupon_code}
        </chakra.p>
        <Button size="sm" variant="outline" mt="2" onClick={() => void copyToClipboard(coupon.coupon_code, 'code').then((r) => setCopyMessage(r.message))}>
          {k.copyCode}
        </Button>
        <chakra.p role="status" aria-live="polite" fontSize="sm" color="muted" minH="5" mt="1">
          {copyMessage}
        </chakra.p>
      </Box>
      <chakra.p fontSize="sm" textAlign="center" mb="4">
        {k.howToUse}
      </chakra.p>
      <chakra.dl m="0">
        <Row label={k.validUntil} value={coupon.valid_until ?? k.noExpiry} testId="coupon-valid-until" />
        {coupon.coupon_terms ? <Row label={k.terms} value={coupon.coupon_terms} /> : null}
        <Row label={k.store} value={coupon.store_name} />
        <Row label={k.issuedAt} value={coupon.issued_at} />
      </chakra.dl>
    </Box>
  );
};
