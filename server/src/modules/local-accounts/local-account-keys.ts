import type { ListingProviderName } from '../../providers/listing-provider';

// Local accounts travel as keys: g_<id> for Google and y_<id> for Yahoo (spec section 3).
export interface LocalAccountRef {
  provider: ListingProviderName;
  id: number;
}

const PREFIX: Record<ListingProviderName, string> = { google: 'g_', yahoo: 'y_' };

export const toAccountKey = (provider: ListingProviderName, id: number): string => `${PREFIX[provider]}${id}`;

/** The contract's pattern already rejected malformed keys; anything else here is a programming error. */
export function parseAccountKey(key: string): LocalAccountRef {
  const match = /^([gy])_([1-9][0-9]*)$/.exec(key);
  if (!match) throw new Error(`Malformed local account key ${key}`);
  return { provider: match[1] === 'g' ? 'google' : 'yahoo', id: Number(match[2]) };
}

export const parseAccountKeys = (keys: readonly string[]): LocalAccountRef[] => keys.map(parseAccountKey);
