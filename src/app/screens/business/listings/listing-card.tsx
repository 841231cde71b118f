import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BusinessListingSummary, ProviderListing } from '../../../../features/business/business-listings.api';
import { LISTING_PROVIDERS, type ListingProviderKey } from '../../../../shared/business/listing';
import { businessUpdatePath } from '../../../paths';
import { AutoReflectSwitch } from './auto-reflect-switch';
import { GoogleEditAlert } from './google-edit-alert';
import { ListingCompare } from './listing-compare';
import { listingsJa as t, providerJa } from './listings.ja';
import { ProviderState } from './provider-state';

const ProviderPanel = ({ provider, side, summary }: { provider: ListingProviderKey; side: ProviderListing | null; summary: BusinessListingSummary }) => (
  <Box flex="1 1 16rem" minW="0" p="2" bg="var(--brand-soft)" borderRadius="md">
    <chakra.h4 fontWeight="bold" fontSize="sm" mb="1">
      {providerJa[provider]}
    </chakra.h4>
    {side ? (
      <>
        <ProviderState lastReflectedAt={side.last_reflected_at} latest={side.latest_reflection} testId={`state-${summary.store_id}-${provider}`} />
        <AutoReflectSwitch localAccountId={side.local_account_id} on={side.auto_reflect} label={t.autoReflectOf(summary.store_name, providerJa[provider])} />
      </>
    ) : (
      <chakra.p fontSize="sm" color="muted">
        {t.notLinked}
      </chakra.p>
    )}
  </Box>
);

// One store: its reflection state and switches per provider, a Google edit waiting for a decision, and the fields
// side by side. A card on every width; its inside goes from three columns to a stack on a phone.
export const ListingCard = ({ summary }: { summary: BusinessListingSummary }) => (
  <chakra.li py="4" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" data-testid={`listing-${summary.store_id}`}>
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="2">
      <Box flex="1 1 12rem" minW="0">
        <chakra.h3 fontWeight="bold" fontSize="md" wordBreak="break-all">
          {summary.store_name}
        </chakra.h3>
        <chakra.p fontSize="sm" color="muted">
          {t.storeCode(summary.store_code)}
        </chakra.p>
      </Box>
      <chakra.a
        asChild
        display="inline-flex"
        alignItems="center"
        minH="11"
        px="4"
        borderRadius="md"
        borderWidth="1px"
        borderStyle="solid"
        borderColor="var(--brand)"
        color="var(--brand)"
        fontWeight="bold"
        textDecoration="none"
      >
        <RouterLink to={businessUpdatePath(summary.store_id)} aria-label={t.editOf(summary.store_name)}>
          {t.edit}
        </RouterLink>
      </chakra.a>
    </Box>
    <Box display="flex" flexWrap="wrap" gap="2" mb="2">
      {LISTING_PROVIDERS.map((provider) => (
        <ProviderPanel key={provider} provider={provider} side={summary[provider]} summary={summary} />
      ))}
    </Box>
    {summary.google_edit ? <GoogleEditAlert edit={summary.google_edit} record={summary.record} storeName={summary.store_name} /> : null}
    <ListingCompare summary={summary} />
  </chakra.li>
);
