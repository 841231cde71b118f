import { randomBytes } from 'node:crypto';
import { EmulatorOps } from '../shared/emulator-ops';
import { buildSeedData } from './seed';
import type { EmulatorData } from './google-types';

interface AccessToken {
  expiresAt: number;
  revoked: boolean;
  scope: string;
}

interface AuthCode {
  clientId: string;
  redirectUri: string;
  scope: string;
  /** PKCE (RFC 7636) S256 challenge; the token request must then carry the matching code_verifier. */
  codeChallenge?: string;
}

export interface StoredWrite {
  status: number;
  payload: string;
}

export interface GoogleEmulatorOptions {
  seed?: number;
  now?: () => Date;
  // The address the emulator is reachable at from a browser, including any mount prefix.
  publicBaseUrl: string;
}

export const DEFAULT_SEED = 20_260_401;
export const ACCESS_TOKEN_SECONDS = 3600;

// All mutable emulator state lives here so that `/__admin/seed` can reset it in one place.
export class EmulatorContext {
  readonly now: () => Date;
  readonly publicBaseUrl: string;
  readonly seed: number;
  data: EmulatorData;
  /** Injected failures and the call log, shared in shape with every other emulator. */
  readonly ops = new EmulatorOps();
  writes = new Map<string, StoredWrite>();
  private readonly codes = new Map<string, AuthCode>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<string, string>();

  constructor(options: GoogleEmulatorOptions) {
    this.now = options.now ?? (() => new Date());
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.seed = options.seed ?? DEFAULT_SEED;
    this.data = buildSeedData(this.seed, this.now(), this.publicBaseUrl);
  }

  // Tokens survive a reseed so a signed-in console keeps working while tests reset the data between cases.
  reset(): void {
    this.data = buildSeedData(this.seed, this.now(), this.publicBaseUrl);
    this.ops.clear();
    this.writes.clear();
  }

  issueCode(code: AuthCode): string {
    const value = `4/0A${randomBytes(24).toString('base64url')}`;
    this.codes.set(value, code);
    return value;
  }

  /** Ids of created posts, media and upload slots: deterministic, unique until the next reseed. */
  nextId(): string {
    this.data.sequence += 1;
    return String(this.data.sequence);
  }

  // A code is single-use, as at Google.
  redeemCode(value: string, redirectUri: string | undefined): AuthCode | undefined {
    const code = this.codes.get(value);
    if (!code) return undefined;
    this.codes.delete(value);
    if (redirectUri !== undefined && redirectUri !== code.redirectUri) return undefined;
    return code;
  }

  issueAccessToken(scope: string): string {
    const token = `ya29.${randomBytes(32).toString('base64url')}`;
    this.accessTokens.set(token, { expiresAt: this.now().getTime() + ACCESS_TOKEN_SECONDS * 1000, revoked: false, scope });
    return token;
  }

  issueRefreshToken(scope: string): string {
    const token = `1//0e${randomBytes(32).toString('base64url')}`;
    this.refreshTokens.set(token, scope);
    return token;
  }

  refreshScope(token: string): string | undefined {
    return this.refreshTokens.get(token);
  }

  isAccessTokenValid(token: string): boolean {
    const record = this.accessTokens.get(token);
    return record !== undefined && !record.revoked && record.expiresAt > this.now().getTime();
  }

  expireAccessTokens(): number {
    for (const record of this.accessTokens.values()) record.revoked = true;
    return this.accessTokens.size;
  }

  revoke(token: string): boolean {
    const access = this.accessTokens.get(token);
    if (access) access.revoked = true;
    return this.refreshTokens.delete(token) || access !== undefined;
  }
}
