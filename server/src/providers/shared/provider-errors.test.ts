import { isApiKeyRejection, PROVIDER_ERROR_HTTP_STATUS, ProviderError, providerErrorCodeForStatus, providerErrorMessage } from './provider-errors';

describe('provider errors', () => {
  it.each([
    ['google', 'Googleへのリクエストが集中しています。しばらく時間をおいてから再度お試しください。'],
    ['yahoo', 'Yahoo!へのリクエストが集中しています。しばらく時間をおいてから再度お試しください。'],
    ['instagram', 'Instagramへのリクエストが集中しています。しばらく時間をおいてから再度お試しください。'],
    ['ai', 'AIへのリクエストが集中しています。しばらく時間をおいてから再度お試しください。'],
    ['translation', '翻訳へのリクエストが集中しています。しばらく時間をおいてから再度お試しください。'],
  ] as const)('words rate_limited for %s', (provider, message) => {
    expect(providerErrorMessage(provider, 'rate_limited')).toBe(message);
  });

  it('gives every code a Japanese message and an HTTP status that never logs the console user out', () => {
    for (const code of Object.keys(PROVIDER_ERROR_HTTP_STATUS) as (keyof typeof PROVIDER_ERROR_HTTP_STATUS)[]) {
      expect(providerErrorMessage('google', code)).toMatch(/[ぁ-んァ-ン]/);
      expect(PROVIDER_ERROR_HTTP_STATUS[code]).not.toBe(401);
    }
    expect(providerErrorMessage(undefined, 'unsafe_url')).toBe('このURLは使用できません');
  });

  it.each([
    [429, 'rate_limited'],
    [401, 'token_expired'],
    [403, 'permission_denied'],
    [404, 'not_found'],
    [410, 'not_found'],
    [408, 'timeout'],
    [400, 'invalid_request'],
    [409, 'invalid_request'],
    [500, 'provider_unavailable'],
    [503, 'provider_unavailable'],
  ] as const)('maps status %d to %s', (status, code) => {
    expect(providerErrorCodeForStatus(status)).toBe(code);
  });

  it('is an Error carrying the user message, code and diagnostics', () => {
    const error = new ProviderError({ provider: 'instagram', code: 'not_found', status: 404, detail: { path: '/me/media' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Instagram上に対象のデータが見つかりませんでした。');
    expect(error.withDetail({ attempts: 2 }).detail).toEqual({ path: '/me/media', attempts: 2 });
  });

  it('reads a 401 or 403 on an API key as a rejected key, not as an expired linkage or a missing permission', () => {
    expect(providerErrorCodeForStatus(401, 'api_key')).toBe('credentials_rejected');
    expect(providerErrorCodeForStatus(403, 'api_key')).toBe('credentials_rejected');
    expect(providerErrorCodeForStatus(429, 'api_key')).toBe('rate_limited');
    expect(providerErrorCodeForStatus(401, 'user_token')).toBe('token_expired');
    for (const provider of ['ai', 'translation', 'places', 'yolp'] as const) expect(providerErrorMessage(provider, 'credentials_rejected')).not.toContain('有効期限');
    expect(PROVIDER_ERROR_HTTP_STATUS.credentials_rejected).not.toBe(401);
    expect(isApiKeyRejection({ error: { message: 'API key not valid. Please pass a valid API key.' } })).toBe(true);
    expect(isApiKeyRejection({ error: { message: 'Invalid target language' } })).toBe(false);
  });

  it('names Places and YOLP as themselves', () => {
    expect(providerErrorMessage('places', 'provider_unavailable')).toBe('Google Placesが一時的に利用できません。しばらく時間をおいてから再度お試しください。');
    expect(providerErrorMessage('yolp', 'rate_limited')).toBe('Yahoo!ローカルサーチへのリクエストが集中しています。しばらく時間をおいてから再度お試しください。');
  });
});
