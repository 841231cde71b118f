// What account linking needs from a listing provider (Google Business Profile, Yahoo!プレイス): the OAuth
// authorization-code flow and the locations the signed-in account may link. Each provider's adapter implements
// this beside its full port.

export type ListingProviderName = 'google' | 'yahoo';

export interface OAuthTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  scope: string | null;
}

export interface LinkableLocation {
  /** The provider's id of the listing: `locations/123` for Google, the place id for Yahoo. */
  providerLocationId: string;
  /** The provider account that owns it (`accounts/456` for Google), null where the provider has none. */
  providerAccountId: string | null;
  /** That account's name as its owner sees it (Google's `accountName`); null or absent where there is none. */
  providerAccountName?: string | null;
  title: string;
  storeCode: string | null;
  address: string;
  phone: string | null;
}

export interface AuthorizationRequest {
  state: string;
  redirectUri: string;
  /** PKCE S256 challenge, where the provider supports it. */
  codeChallenge?: string;
}

export interface ListingProvider {
  readonly name: ListingProviderName;
  authorizationUrl(request: AuthorizationRequest): string;
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<OAuthTokens>;
  refresh(refreshToken: string): Promise<OAuthTokens>;
  /** Every location the tokens' account can manage, across all its accounts and pages. */
  listLocations(accessToken: string): Promise<LinkableLocation[]>;
}
