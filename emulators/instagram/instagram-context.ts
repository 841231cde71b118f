import { randomBytes } from 'node:crypto';
import { EmulatorOps } from '../shared/emulator-ops';
import type { IgAccount } from './instagram-types';
import { buildSeedAccount } from './seed-media';

export interface InstagramEmulatorOptions {
  /** The address a browser reaches the emulator at, including any mount prefix (the consent form posts there). */
  publicBaseUrl: string;
  seed?: number;
  now?: () => Date;
}

export const DEFAULT_SEED = 20_260_415;
export const SHORT_LIVED_SECONDS = 3600;
export const LONG_LIVED_SECONDS = 60 * 24 * 3600;

interface Token {
  accountId: string;
  expiresAt: number;
  longLived: boolean;
  revoked: boolean;
}

interface AuthCode {
  clientId: string;
  redirectUri: string;
  scope: string[];
}

// All mutable state of the Instagram emulator; `/__admin/seed` resets the data but keeps tokens, like Google's.
export class InstagramContext {
  readonly now: () => Date;
  readonly publicBaseUrl: string;
  readonly seed: number;
  readonly controls = new EmulatorOps();
  account: IgAccount;
  traces = 0;
  private readonly codes = new Map<string, AuthCode>();
  private readonly tokens = new Map<string, Token>();

  constructor(options: InstagramEmulatorOptions) {
    this.now = options.now ?? (() => new Date());
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/u, '');
    this.seed = options.seed ?? DEFAULT_SEED;
    this.account = buildSeedAccount(this.seed, this.now(), this.publicBaseUrl);
  }

  reset(): void {
    this.account = buildSeedAccount(this.seed, this.now(), this.publicBaseUrl);
    this.controls.clear();
    this.traces = 0;
  }

  issueCode(code: AuthCode): string {
    const value = `AQ${randomBytes(24).toString('base64url')}`;
    this.codes.set(value, code);
    return value;
  }

  // Codes are single-use and bound to the client and redirect URI they were issued for.
  redeemCode(value: string, clientId: string, redirectUri: string): AuthCode | undefined {
    const code = this.codes.get(value);
    this.codes.delete(value);
    return code && code.clientId === clientId && code.redirectUri === redirectUri ? code : undefined;
  }

  issueToken(longLived: boolean): { token: string; expiresIn: number } {
    const token = `IG${longLived ? 'AL' : 'AS'}${randomBytes(32).toString('base64url')}`;
    const expiresIn = longLived ? LONG_LIVED_SECONDS : SHORT_LIVED_SECONDS;
    this.tokens.set(token, { accountId: this.account.id, expiresAt: this.now().getTime() + expiresIn * 1000, longLived, revoked: false });
    return { token, expiresIn };
  }

  /** The token's record while it is valid; `expired` when it was issued but can no longer be used. */
  lookup(token: string | undefined): Token | 'expired' | undefined {
    const record = token ? this.tokens.get(token) : undefined;
    if (!record) return undefined;
    return record.revoked || record.expiresAt <= this.now().getTime() ? 'expired' : record;
  }

  expireTokens(): number {
    for (const record of this.tokens.values()) record.revoked = true;
    return this.tokens.size;
  }

  nextTrace(): string {
    this.traces += 1;
    return `AemuTrace${String(this.traces).padStart(6, '0')}`;
  }
}
