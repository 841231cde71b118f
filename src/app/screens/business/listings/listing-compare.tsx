import { Box, chakra } from '@chakra-ui/react';
import type { BusinessListingSummary, ProviderListing } from '../../../../features/business/business-listings.api';
import { LISTING_FIELDS, PROVIDER_FIELDS, type ListingField, type ListingProviderKey } from '../../../../shared/business/listing';
import { fieldLines } from './listing-format';
import { listingFieldJa, listingsJa as t, listingValueJa, providerJa } from './listings.ja';

const Mark = ({ children, testId }: { children: string; testId: string }) => (
  <chakra.span display="inline-block" fontSize="xs" fontWeight="bold" px="1.5" borderRadius="sm" bg="#fefcbf" color="#744210" data-testid={testId}>
    {children}
  </chakra.span>
);

const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines.map((line, i) => (
      <chakra.span key={i} display="block" wordBreak="break-all">
        {line}
      </chakra.span>
    ))}
  </>
);

interface CellProps {
  provider: ListingProviderKey;
  side: ProviderListing | null;
  field: ListingField;
  storeId: number;
}

// One provider's value of one field, tagged with the provider (the tag is the column head on a phone as well) and
// marked when it differs from our record.
const ProviderCell = ({ provider, side, field, storeId }: CellProps) => {
  let body;
  if (!side) body = <chakra.span color="muted">{t.notLinked}</chakra.span>;
  else if (!PROVIDER_FIELDS[provider].includes(field)) body = <chakra.span color="muted">{t.notCarried}</chakra.span>;
  else if (!side.current) body = <chakra.span color="muted">{listingValueJa.notFetched}</chakra.span>;
  else body = <Lines lines={fieldLines(side.current, field)} />;
  const differs = !!side?.differs.includes(field);
  return (
    <Box minW="0" fontSize="sm" data-testid={`cell-${storeId}-${provider}-${field}`}>
      <Box display="flex" flexWrap="wrap" gap="2" alignItems="center">
        <chakra.span fontSize="xs" color="muted" fontWeight="bold">
          {providerJa[provider]}
        </chakra.span>
        {differs ? (
          <chakra.span title={t.differsFromRecordOf(providerJa[provider])}>
            <Mark testId={`differs-${storeId}-${provider}-${field}`}>{t.differsFromRecord}</Mark>
          </chakra.span>
        ) : null}
      </Box>
      {body}
    </Box>
  );
};

// The store's fields with Google and Yahoo side by side: three columns on a wide screen, stacked on a phone.
export const ListingCompare = ({ summary }: { summary: BusinessListingSummary }) => (
  <chakra.dl m="0" data-testid={`compare-${summary.store_id}`}>
    {LISTING_FIELDS.map((field) => (
      <Box
        key={field}
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '9rem 1fr 1fr' }}
        columnGap="4"
        rowGap="1"
        py="2"
        borderTopWidth="1px"
        borderTopStyle="solid"
        borderTopColor="line"
      >
        <chakra.dt fontWeight="bold" fontSize="sm">
          {listingFieldJa[field]}
          {summary.provider_differs.includes(field) ? (
            <Box mt="1">
              <Mark testId={`provider-differs-${summary.store_id}-${field}`}>{t.providersDiffer}</Mark>
            </Box>
          ) : null}
        </chakra.dt>
        <chakra.dd m="0" minW="0">
          <ProviderCell provider="google" side={summary.google} field={field} storeId={summary.store_id} />
        </chakra.dd>
        <chakra.dd m="0" minW="0">
          <ProviderCell provider="yahoo" side={summary.yahoo} field={field} storeId={summary.store_id} />
        </chakra.dd>
      </Box>
    ))}
  </chakra.dl>
);
