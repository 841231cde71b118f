export type ProviderName = 'google' | 'yahoo' | 'instagram' | 'ai' | 'translation' | 'places' | 'yolp' | 'line' | 'slack';

export type ProviderErrorCode =
  | 'rate_limited'
  | 'token_expired'
  | 'credentials_rejected'
  | 'not_found'
  | 'permission_denied'
  | 'invalid_request'
  | 'provider_unavailable'
  | 'timeout'
  | 'network_error'
  | 'unsafe_url';

/** How each provider is named to users inside the messages below. */
export const PROVIDER_LABELS: Record<ProviderName, string> = {
  google: 'Google',
  yahoo: 'Yahoo!',
  instagram: 'Instagram',
  ai: 'AI',
  translation: '翻訳',
  places: 'Google Places',
  yolp: 'Yahoo!ローカルサーチ',
  line: 'LINE',
  slack: 'Slack',
};

const MESSAGES: Record<Exclude<ProviderErrorCode, 'unsafe_url'>, (label: string) => string> = {
  rate_limited: (p) => `${p}へのリクエストが集中しています。しばらく時間をおいてから再度お試しください。`,
  token_expired: (p) => `${p}との連携の有効期限が切れました。連携管理から再度連携してください。`,
  credentials_rejected: (p) => `${p}のAPIキーが受け付けられませんでした。管理者に設定の確認を依頼してください。`,
  not_found: (p) => `${p}上に対象のデータが見つかりませんでした。`,
  permission_denied: (p) => `${p}でこの操作を行う権限がありません。連携しているアカウントの権限をご確認ください。`,
  invalid_request: (p) => `${p}がリクエストを受け付けませんでした。入力内容をご確認ください。`,
  provider_unavailable: (p) => `${p}が一時的に利用できません。しばらく時間をおいてから再度お試しください。`,
  timeout: (p) => `${p}からの応答がありませんでした。しばらく時間をおいてから再度お試しください。`,
  network_error: (p) => `${p}に接続できませんでした。しばらく時間をおいてから再度お試しください。`,
};

export const UNSAFE_URL_MESSAGE = 'このURLは使用できません';

/** The user-facing (Japanese) message for a code; unsafe_url does not depend on the provider. */
export function providerErrorMessage(provider: ProviderName | undefined, code: ProviderErrorCode): string {
  if (code === 'unsafe_url') return UNSAFE_URL_MESSAGE;
  return MESSAGES[code](provider ? PROVIDER_LABELS[provider] : '外部サービス');
}

/**
 * Suggested status for the console's API. Never 401 for token_expired: the console treats
 * a 401 as "your own session ended" and logs the user out, which is not what happened.
 */
export const PROVIDER_ERROR_HTTP_STATUS: Record<ProviderErrorCode, number> = {
  rate_limited: 429,
  token_expired: 409,
  credentials_rejected: 502,
  not_found: 404,
  permission_denied: 403,
  invalid_request: 422,
  provider_unavailable: 502,
  timeout: 504,
  network_error: 502,
  unsafe_url: 422,
};

/** Diagnostics for logs and job history; never shown to users and never holds secrets. */
export interface ProviderErrorDetail {
  method?: string;
  /** Path without query string: queries may carry API keys. */
  path?: string;
  attempts?: number;
  /** The provider's own status word, e.g. Google's `RESOURCE_EXHAUSTED`. */
  providerStatus?: string;
  providerMessage?: string;
  reason?: string;
}

export interface ProviderErrorInit {
  provider?: ProviderName;
  code: ProviderErrorCode;
  status?: number;
  retryAfterMs?: number;
  detail?: ProviderErrorDetail;
  cause?: unknown;
}

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly provider: ProviderName | undefined;
  readonly code: ProviderErrorCode;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly detail: ProviderErrorDetail;

  constructor(init: ProviderErrorInit) {
    super(providerErrorMessage(init.provider, init.code), init.cause === undefined ? undefined : { cause: init.cause });
    this.provider = init.provider;
    this.code = init.code;
    this.status = init.status;
    this.retryAfterMs = init.retryAfterMs;
    this.detail = init.detail ?? {};
  }

  withDetail(extra: ProviderErrorDetail): ProviderError {
    return new ProviderError({
      provider: this.provider,
      code: this.code,
      status: this.status,
      retryAfterMs: this.retryAfterMs,
      detail: { ...this.detail, ...extra },
      cause: this.cause,
    });
  }
}

export function isProviderError(value: unknown): value is ProviderError {
  return value instanceof ProviderError;
}

/**
 * How a client proves who it is: a user's OAuth token (a 401 means the linkage expired, so re-linking helps) or the
 * operator's own API key (a 401 or 403 means the key is wrong or not allowed, which only the operator can fix).
 */
export type ProviderCredentials = 'user_token' | 'api_key';

/** Google APIs answer a bad key with 400 INVALID_ARGUMENT, so the status alone would read it as the user's input. */
export function isApiKeyRejection(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { message, details } = error as { message?: unknown; details?: unknown };
  const reasons = Array.isArray(details) ? details.map((d: unknown) => (typeof d === 'object' && d !== null ? (d as { reason?: unknown }).reason : undefined)) : [];
  return reasons.includes('API_KEY_INVALID') || (typeof message === 'string' && /API key not valid/iu.test(message));
}

/** Stable code for an HTTP status answered by a provider (after any token refresh was tried). */
export function providerErrorCodeForStatus(status: number, credentials: ProviderCredentials = 'user_token'): ProviderErrorCode {
  if (status === 429) return 'rate_limited';
  if (credentials === 'api_key' && (status === 401 || status === 403)) return 'credentials_rejected';
  if (status === 401) return 'token_expired';
  if (status === 403) return 'permission_denied';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 408) return 'timeout';
  if (status >= 500) return 'provider_unavailable';
  return 'invalid_request';
}
