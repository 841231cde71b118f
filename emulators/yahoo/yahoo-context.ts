import { createHash, randomBytes } from 'node:crypto';
import { EmulatorOps } from '../shared/emulator-ops';
import { buildYahooSeed } from './yahoo-seed';
import type { YahooEmulatorData } from './yahoo-types';

export interface YahooEmulatorOptions {
  /** The address the emulator is reachable at from a browser, including any mount prefix. */
  publicBaseUrl: string;
  now?: () => Date;
  seed?: number;
}

/** The only client the emulator knows; the adapter uses these when no Yahoo credentials are configured. */
export const YAHOO_EMULATOR_CREDENTIALS = {
  clientId: 'dj00emulator-meo-console',
  clientSecret: 'emulator-yahoo-client-secret',
  appId: 'dj00emulator-yolp-app-id',
} as const;

export const DEFAULT_YAHOO_SEED = 20_260_402;
export const ACCESS_TOKEN_SECONDS = 3600;

interface AuthCode {
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

export interface StoredWrite {
  status: number;
  payload: string;
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

// All mutable emulator state, so `/__admin/seed` resets it in one place.
export class YahooEmulatorContext {
  readonly now: () => Date;
  readonly publicBaseUrl: string;
  readonly seed: number;
  readonly ops = new EmulatorOps();
  data: YahooEmulatorData;
  writes = new Map<string, StoredWrite>();
  private readonly codes = new Map<string, AuthCode>();
  private readonly accessTokens = new Map<string, { expiresAt: number; revoked: boolean; businessId: string }>();
  private readonly refreshTokens = new Map<string, { scope: string; businessId: string }>();

  constructor(options: YahooEmulatorOptions) {
    this.now = options.now ?? (() => new Date());
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.seed = options.seed ?? DEFAULT_YAHOO_SEED;
    this.data = buildYahooSeed(this.seed, this.now());
  }

  // Tokens survive a reseed so a linked console keeps working while tests reset the data.
  reset(): void {
    this.data = buildYahooSeed(this.seed, this.now());
    this.ops.clear();
    this.writes.clear();
  }

  issueCode(code: AuthCode): string {
    const value = randomBytes(16).toString('hex');
    this.codes.set(value, code);
    return value;
  }

  /** Single-use: a second redemption of the same code fails, as at Yahoo. */
  redeemCode(value: string): AuthCode | undefined {
    const code = this.codes.get(value);
    this.codes.delete(value);
    return code;
  }

  issueTokens(scope: string, withRefresh: boolean): { access_token: string; refresh_token?: string } {
    const businessId = this.data.business.business_id;
    const access = randomBytes(32).toString('base64url');
    this.accessTokens.set(access, { expiresAt: this.now().getTime() + ACCESS_TOKEN_SECONDS * 1000, revoked: false, businessId });
    if (!withRefresh) return { access_token: access };
    const refresh = randomBytes(24).toString('base64url');
    this.refreshTokens.set(refresh, { scope, businessId });
    return { access_token: access, refresh_token: refresh };
  }

  refreshScope(token: string): string | undefined {
    return this.refreshTokens.get(token)?.scope;
  }

  /** The business a valid access token acts for, or undefined when it is unknown, revoked or expired. */
  businessFor(token: string): string | undefined {
    const record = this.accessTokens.get(token);
    if (!record || record.revoked || record.expiresAt <= this.now().getTime()) return undefined;
    return record.businessId;
  }

  expireAccessTokens(): number {
    for (const record of this.accessTokens.values()) record.revoked = true;
    return this.accessTokens.size;
  }
}
