import { Box, chakra } from '@chakra-ui/react';
import type { BusinessListingSummary, ListingReflection } from '../../../../features/business/business-listings.api';
import { ReflectionBadge } from '../listings/provider-state';
import { listingFieldJa, providerJa } from '../listings/listings.ja';
import { updateJa } from './update.ja';

const t = updateJa.reflection;

export const isPending = (r: ListingReflection) => r.status === 'queued' || r.status === 'sending';

/** The reflections a save queued, each replaced by its newer state once the store's answer carries it. */
export const currentReflections = (queued: ListingReflection[], summary: BusinessListingSummary | undefined): ListingReflection[] =>
  queued.map((r) => {
    const latest = summary?.[r.provider]?.latest_reflection;
    return latest && latest.id === r.id ? latest : r;
  });

// Google's patch names its fields in updateMask (a query parameter of the call); the adapter records it with the
// body, under whichever spelling it used.
export const updateMaskOf = (sent: Record<string, unknown> | null): string | null => {
  if (!sent) return null;
  for (const holder of [sent, sent.query, sent.params]) {
    if (holder && typeof holder === 'object') {
      const record = holder as Record<string, unknown>;
      const mask = record.updateMask ?? record.update_mask;
      if (typeof mask === 'string') return mask;
      if (Array.isArray(mask)) return mask.join(',');
    }
  }
  return null;
};

const Json = ({ summary, value }: { summary: string; value: unknown }) => (
  <chakra.details mt="1">
    <chakra.summary cursor="pointer" minH="11" display="flex" alignItems="center" color="var(--brand)">
      {summary}
    </chakra.summary>
    <chakra.pre fontSize="xs" bg="canvas" p="2" borderRadius="sm" overflowX="auto" maxW="100%" whiteSpace="pre-wrap" wordBreak="break-all">
      {JSON.stringify(value, null, 2)}
    </chakra.pre>
  </chakra.details>
);

const ReflectionResult = ({ reflection }: { reflection: ListingReflection }) => {
  const mask = reflection.provider === 'google' ? updateMaskOf(reflection.sent) : null;
  return (
    <chakra.li py="3" borderTopWidth="1px" borderTopStyle="solid" borderTopColor="line" data-testid={`reflection-${reflection.provider}`}>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="1">
        <chakra.h4 fontWeight="bold">{providerJa[reflection.provider]}</chakra.h4>
        <ReflectionBadge reflection={reflection} testId={`reflection-${reflection.provider}-status`} />
        <chakra.span fontSize="sm" color="muted">
          {t.attempts(reflection.attempts)}
        </chakra.span>
      </Box>
      <chakra.dl fontSize="sm" m="0" display="grid" gridTemplateColumns={{ base: '1fr', md: '10rem 1fr' }} columnGap="3" rowGap="1">
        <chakra.dt fontWeight="bold">{t.sentFields}</chakra.dt>
        <chakra.dd m="0">{reflection.fields.map((f) => listingFieldJa[f]).join('、')}</chakra.dd>
        {mask !== null ? (
          <>
            <chakra.dt fontWeight="bold">{t.updateMask}</chakra.dt>
            <chakra.dd m="0" fontFamily="mono" wordBreak="break-all" data-testid="reflection-update-mask">
              {mask}
            </chakra.dd>
          </>
        ) : null}
      </chakra.dl>
      {reflection.sent ? <Json summary={t.sentBody} value={reflection.sent} /> : null}
      {reflection.answer ? (
        <Json summary={t.answer} value={reflection.answer} />
      ) : (
        <chakra.p fontSize="sm" color="muted">
          {t.noAnswer}
        </chakra.p>
      )}
    </chakra.li>
  );
};

// What a save sent to each provider and what came back, updated while the reflection jobs run.
export const ReflectionResults = ({ reflections }: { reflections: ListingReflection[] }) => (
  <Box as="section" aria-labelledby="listing-reflections" bg="surface" borderRadius="md" p="4" mb="4" data-testid="reflection-results">
    <chakra.h3 id="listing-reflections" fontWeight="bold" fontSize="lg">
      {t.heading}
    </chakra.h3>
    {reflections.some(isPending) ? (
      <chakra.p role="status" fontSize="sm" color="muted">
        {t.waiting}
      </chakra.p>
    ) : null}
    <chakra.ul listStyleType="none" m="0" p="0" aria-live="polite">
      {reflections.map((r) => (
        <ReflectionResult key={r.id} reflection={r} />
      ))}
    </chakra.ul>
  </Box>
);
