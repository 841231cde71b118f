import { PROVIDER_ERROR_HTTP_STATUS, ProviderError, providerErrorCodeForStatus, providerErrorMessage } from './provider-errors';

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
});
