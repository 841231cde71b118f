import { Box, chakra } from '@chakra-ui/react';
import { StatusBadge } from '../../../../components/status-badge';
import type { ListingReflection } from '../../../../features/business/business-listings.api';
import { formatDateTime } from '../../../../shared/formats/formats';
import { listingsJa as t, reflectionStatusJa } from './listings.ja';

/** A reflection's status as a badge, and a failure's Japanese reason under it. */
export const ReflectionBadge = ({ reflection, testId }: { reflection: ListingReflection; testId?: string }) => {
  const status = reflectionStatusJa[reflection.status];
  return (
    <Box>
      <StatusBadge tone={status.tone} label={status.label} testId={testId} />
      {reflection.status === 'failed' && reflection.error ? (
        <chakra.p color="danger" fontSize="sm" mt="1">
          {reflection.error}
        </chakra.p>
      ) : null}
    </Box>
  );
};

interface ProviderStateProps {
  lastReflectedAt: string | null;
  latest: ListingReflection | null;
  testId: string;
}

// When our record last reached the provider and how the latest attempt ended.
export const ProviderState = ({ lastReflectedAt, latest, testId }: ProviderStateProps) => (
  <chakra.dl fontSize="sm" m="0" display="grid" gridTemplateColumns="auto 1fr" columnGap="2" rowGap="1" alignItems="start" data-testid={testId}>
    <chakra.dt color="muted">{t.lastReflected}</chakra.dt>
    <chakra.dd m="0">{lastReflectedAt ? formatDateTime(lastReflectedAt) : t.never}</chakra.dd>
    <chakra.dt color="muted">{t.latestReflection}</chakra.dt>
    <chakra.dd m="0">{latest ? <ReflectionBadge reflection={latest} testId={`${testId}-status`} /> : t.never}</chakra.dd>
  </chakra.dl>
);
