import { formatAddress, starValue, toDailySeries, toKeyword, toReview, toTokens } from './google.mapper';
import { checkName, editRequest, locationIdOf } from './google-names';

describe('Google mapper', () => {
  it('maps star ratings ONE..FIVE to 1..5 and anything else to null', () => {
    expect(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].map(starValue)).toEqual([1, 2, 3, 4, 5]);
    expect(starValue('STAR_RATING_UNSPECIFIED')).toBeNull();
    expect(starValue(undefined)).toBeNull();
  });

  it('maps a review with its reviewer, times and reply', () => {
    const review = toReview({
      name: 'accounts/1/locations/2/reviews/r1',
      reviewId: 'r1',
      reviewer: { displayName: 'Google ユーザー', isAnonymous: true },
      starRating: 'FOUR',
      createTime: '2026-01-02T03:04:05Z',
      updateTime: '2026-01-03T03:04:05Z',
      reviewReply: { comment: 'ありがとうございます', updateTime: '2026-01-04T00:00:00Z' },
    });
    expect(review).toEqual({
      name: 'accounts/1/locations/2/reviews/r1', reviewId: 'r1', rating: 4, comment: null,
      reviewer: { displayName: 'Google ユーザー', profilePhotoUrl: null, isAnonymous: true },
      createdAt: new Date('2026-01-02T03:04:05Z'), updatedAt: new Date('2026-01-03T03:04:05Z'),
      reply: { comment: 'ありがとうございます', updatedAt: new Date('2026-01-04T00:00:00Z') },
    });
  });

  it('keeps the held refresh token when a refresh answer carries none', () => {
    const tokens = toTokens({ access_token: 'ya29.new', expires_in: 3599, scope: 's' }, Date.UTC(2026, 0, 1), '1//old');
    expect(tokens).toEqual({ accessToken: 'ya29.new', refreshToken: '1//old', expiresAt: new Date(Date.UTC(2026, 0, 1) + 3_599_000), scope: 's' });
  });

  it('reads int64 metric strings and leaves missing days null', () => {
    const series = toDailySeries({ dailyMetric: 'CALL_CLICKS', timeSeries: { datedValues: [{ date: { year: 2026, month: 1, day: 5 }, value: '12' }, { date: { year: 2026, month: 1, day: 6 } }] } });
    expect(series).toEqual({ metric: 'CALL_CLICKS', values: [{ date: '2026-01-05', value: 12 }, { date: '2026-01-06', value: null }] });
    expect(toKeyword({ searchKeyword: '渋谷 ランチ', insightsValue: { threshold: '15' } })).toEqual({ keyword: '渋谷 ランチ', value: null, threshold: 15 });
  });

  it('formats a Japanese postal address on one line', () => {
    expect(formatAddress({ postalCode: '150-0002', administrativeArea: '東京都', locality: '渋谷区', addressLines: ['渋谷1-2-3', 'デモビル2F'] })).toBe('〒150-0002 東京都渋谷区渋谷1-2-3デモビル2F');
  });
});

describe('Google resource names', () => {
  it('counts an edit against the location of any nested name', () => {
    expect(locationIdOf('locations/42')).toBe('42');
    expect(locationIdOf('accounts/1/locations/42/localPosts/9')).toBe('42');
    expect(editRequest('locations/42', { idempotencyKey: 'k' })).toEqual({ limitKeys: ['google:project', 'google:edit:42'], idempotencyKey: 'k' });
  });

  it('refuses names that could leave their resource', () => {
    for (const bad of ['locations/../x', 'locations/', 'locations/1/2', 'accounts/1?x=1']) expect(() => checkName(bad.startsWith('accounts') ? 'account' : 'location', bad)).toThrow();
  });
});
