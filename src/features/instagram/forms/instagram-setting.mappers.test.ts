import { parseHashtags, toInstagramSettingRequest, toInstagramSettingValues } from './instagram-setting.mappers';

describe('instagram setting mappers', () => {
  it('reads hashtags with or without #, separated by spaces or commas, without repeats', () => {
    expect(parseHashtags(' #ランチ, ＃限定  lunch、#ランチ ')).toEqual(['ランチ', '限定', 'lunch']);
    expect(parseHashtags('')).toEqual([]);
  });

  it('round-trips a setting through the form values', () => {
    const values = toInstagramSettingValues({
      id: 1,
      instagram_account: { id: 5, username: 'demo', token_expires_at: null },
      local_accounts: [{ local_account_id: 'g_1', title: '渋谷店', provider: 'google' }],
      required_hashtags: ['ランチ'],
      excluded_hashtags: [],
      remove_hashtags: true,
      enabled: false,
      last_checked_at: null,
      last_error: null,
      created_at: '2026/04/01 09:00',
      updated_at: '2026/04/01 09:00',
    });
    expect(values).toEqual({ local_account_ids: ['g_1'], required_hashtags: '#ランチ', excluded_hashtags: '', caption: ['remove_hashtags'], state: [] });
    expect(toInstagramSettingRequest(values, 5)).toEqual({
      instagram_account_id: 5,
      local_account_ids: ['g_1'],
      required_hashtags: ['ランチ'],
      excluded_hashtags: [],
      remove_hashtags: true,
      enabled: false,
    });
  });

  it('starts a new setting enabled, with no rules', () => {
    expect(toInstagramSettingValues(null)).toEqual({ local_account_ids: [], required_hashtags: '', excluded_hashtags: '', caption: [], state: ['enabled'] });
  });
});
