import {
  activeFilterCount,
  contractProviders,
  effectiveAccountIds,
  filtersToSearch,
  parseFilters,
  toExportRequest,
  toReviewQuery,
} from './review-filters';

const both = ['google', 'yahoo'] as const;
const parse = (query: string, providers: readonly ('google' | 'yahoo')[] = both) => parseFilters(new URLSearchParams(query), providers);

describe('review filters ↔ URL and request', () => {
  it('reads every filter from the URL and writes the same URL back', () => {
    const query =
      'provider=yahoo&local_account_ids=g_1,y_2&free_word=%E6%8E%A5%E5%AE%A2&start_at=2025/01/01&end_at=2025/03/31&ratings=1,2&reply_status=unreplied&kind=2';
    const filters = parse(query);
    expect(filters).toEqual({
      provider: 'yahoo',
      localAccountIds: ['g_1', 'y_2'],
      freeWord: '接客',
      startAt: '2025/01/01',
      endAt: '2025/03/31',
      ratings: [1, 2],
      replyStatus: 'unreplied',
      kind: 2,
    });
    expect(new URLSearchParams(filtersToSearch(filters)).toString()).toBe(new URLSearchParams(query).toString());
  });

  it('drops invalid values instead of sending them', () => {
    const filters = parse(
      'provider=line&local_account_ids=x_1,g_0,g_5,g_5&start_at=2025/02/30&end_at=2025/13/01&ratings=0,6,3,a,3&reply_status=maybe&kind=3',
    );
    expect(filters).toEqual({
      provider: 'google',
      localAccountIds: ['g_5'],
      freeWord: '',
      startAt: '',
      endAt: '',
      ratings: [3],
      replyStatus: null,
      kind: null,
    });
    expect(parse('start_at=2025/05/01&end_at=2025/04/01')).toMatchObject({ startAt: '2025/05/01', endAt: '' });
    expect(parse('free_word=' + 'あ'.repeat(150)).freeWord).toHaveLength(100);
  });

  it('has no provider (and no tabs) when the contract has one provider', () => {
    expect(parse('provider=yahoo', ['google']).provider).toBeNull();
    expect(filtersToSearch(parse('', ['yahoo']))).toEqual({});
  });

  it('maps the filters to the GET /reviews query, keeping only the open tab’s stores', () => {
    const filters = parse('provider=google&local_account_ids=g_1,y_2,g_3&free_word=%20味%20&ratings=5&reply_status=replied&kind=1');
    expect(effectiveAccountIds(filters)).toEqual(['g_1', 'g_3']);
    expect(toReviewQuery(filters)).toEqual({
      provider: 'google',
      localAccountIds: ['g_1', 'g_3'],
      freeWord: '味',
      ratings: [5],
      replyStatus: 'replied',
      kind: 1,
    });
    expect(toReviewQuery(parse('provider=yahoo&local_account_ids=g_1'))).toEqual({ provider: 'yahoo' });
    expect(toReviewQuery(parse('', ['google']))).toEqual({});
    expect(activeFilterCount(filters)).toBe(5);
    expect(activeFilterCount(parse('provider=yahoo'))).toBe(0);
  });

  it('builds the export request, standing in the tab’s stores for the missing provider field', () => {
    expect(toExportRequest(parse('provider=yahoo&ratings=1,2'), ['y_1', 'y_2'])).toEqual({
      format: 'xlsx',
      local_account_ids: ['y_1', 'y_2'],
      ratings: [1, 2],
    });
    expect(toExportRequest(parse('provider=google&local_account_ids=g_9&start_at=2025/01/01'), ['g_1', 'g_9'])).toEqual({
      format: 'xlsx',
      local_account_ids: ['g_9'],
      start_at: '2025/01/01',
    });
    expect(toExportRequest(parse('reply_status=unreplied', ['google']), ['g_1'])).toEqual({ format: 'xlsx', reply_status: 'unreplied' });
  });

  it('derives the providers from the contract flags', () => {
    expect(contractProviders({ meo_analytics_flag: true, y_meo_analytics_flag: true })).toEqual(['google', 'yahoo']);
    expect(contractProviders({ meo_analytics_flag: false, y_meo_analytics_flag: true })).toEqual(['yahoo']);
    expect(contractProviders(undefined)).toEqual([]);
  });
});
