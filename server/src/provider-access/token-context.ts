import type { ListingProviderName } from '../providers/listing-provider';

// Sealed with the company in the context, so a token copied into another company's row does not decrypt.
export const tokenContext = (provider: ListingProviderName, companyId: number): string => `${provider}:${companyId}`;
