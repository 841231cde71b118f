import { containsPhoneNumber, PHONE_NUMBER_CODE, postInputErrors, removePhoneNumbers } from './post-rules';

const google = { hasGoogle: true, hasYahoo: false, hasImage: false };
const yahoo = { hasGoogle: false, hasYahoo: true, hasImage: false };

describe('post rules', () => {
  it('accepts a plain Google update and refuses a summary over 1,500 characters', () => {
    expect(postInputErrors({ post_type: 'action', summary: '春の新メニュー' }, google)).toBeNull();
    expect(postInputErrors({ post_type: 'action', summary: 'あ'.repeat(1501) }, google)?.errors.summary).toEqual(['1500文字以内で入力してください']);
  });

  it('refuses phone numbers in a Google summary, with the reason and its own code', () => {
    for (const phone of ['03-1234-5678', '０９０１２３４５６７８', '+81 3 1234 5678']) expect(containsPhoneNumber(`お電話は${phone}まで`)).toBe(true);
    const problems = postInputErrors({ post_type: 'action', summary: 'ご予約は03-1234-5678まで' }, google);
    expect(problems?.code).toBe(PHONE_NUMBER_CODE);
    expect(problems?.errors.summary?.[0]).toContain('電話番号');
    expect(containsPhoneNumber('2026年3月9日 10:00〜18:00')).toBe(false);
  });

  it('refuses the spec\'s forbidden characters in every text of a post, on its own field', () => {
    const problems = postInputErrors({ post_type: 'offer', summary: '春の<セール>', event_title: '感謝祭', event_start_date: '2026/12/01', event_end_date: '2026/12/02', offer_terms: '税込¥1,000以上', yahoo_kind: 'NOTICE', yahoo_title: '《お知らせ》' }, { hasGoogle: true, hasYahoo: true, hasImage: false });
    expect(problems?.errors).toEqual({ summary: ['< > ’ " & ¥ 《 》 は使用できません'], offer_terms: ['< > ’ " & ¥ 《 》 は使用できません'], yahoo_title: ['< > ’ " & ¥ 《 》 は使用できません'] });
  });

  it('takes only whole phone numbers for phone numbers, not prices, digit dates or order numbers', () => {
    for (const phone of ['0120-123-456', '09012345678', '(03) 1234-5678', '+81-90-1234-5678']) expect(containsPhoneNumber(`TEL ${phone}`)).toBe(true);
    for (const text of ['特価1000000円', '受付番号20261201', '会員番号 0123', '郵便番号100-0001', 'コード012345678901234']) expect(containsPhoneNumber(text)).toBe(false);
    expect(removePhoneNumbers('ご予約 03-1234-5678 まで（1000000円）')).toBe('ご予約  まで（1000000円）');
  });

  it('needs an event title of at most 58 characters and both dates for events and offers', () => {
    expect(postInputErrors({ post_type: 'event', summary: 'x' }, google)?.errors).toMatchObject({ event_title: ['入力してください'], event_start_date: ['入力してください'], event_end_date: ['入力してください'] });
    const long = postInputErrors({ post_type: 'offer', event_title: 'あ'.repeat(59), event_start_date: '2026/03/02', event_end_date: '2026/03/01' }, google)?.errors;
    expect(long).toMatchObject({ event_title: ['58文字以内で入力してください'], event_end_date: ['終了日は開始日以降にしてください'] });
  });

  it('asks a URL of every call to action but CALL, none for CALL, and no button on an offer', () => {
    const base = { post_type: 'action' as const, summary: 'x' };
    expect(postInputErrors({ ...base, call_to_action_type: 'BOOK' }, google)?.errors.call_to_action_url).toEqual(['ボタンのリンク先URLを入力してください']);
    expect(postInputErrors({ ...base, call_to_action_type: 'BOOK', call_to_action_url: 'https://example.jp/yoyaku' }, google)).toBeNull();
    expect(postInputErrors({ ...base, call_to_action_type: 'CALL', call_to_action_url: 'https://example.jp' }, google)?.errors.call_to_action_url).toEqual(['「今すぐ電話」ボタンにはURLを指定できません']);
    expect(postInputErrors({ ...base, call_to_action_type: 'CALL' }, google)).toBeNull();
    const offer = { post_type: 'offer' as const, event_title: '10%オフ', event_start_date: '2026/03/01', event_end_date: '2026/03/31' };
    expect(postInputErrors({ ...offer, call_to_action_type: 'SHOP', call_to_action_url: 'https://example.jp' }, google)?.errors.call_to_action_type).toEqual(['特典の投稿にはボタンを設定できません']);
  });

  it('needs the Yahoo kind, title and text (at most 1,000) and a start date for a day off', () => {
    expect(postInputErrors({ summary: '' }, yahoo)?.errors).toMatchObject({ yahoo_kind: ['入力してください'], yahoo_title: ['入力してください'], summary: ['入力してください'] });
    expect(postInputErrors({ yahoo_kind: 'DAYOFF', yahoo_title: '臨時休業', summary: 'x'.repeat(1001) }, yahoo)?.errors).toMatchObject({
      summary: ['1000文字以内で入力してください'],
      yahoo_start_date: ['休業日のお知らせには開始日が必要です'],
    });
  });

  it('needs an end date on or after the first date for a repeating post', () => {
    const base = { post_type: 'action' as const, summary: 'x', schedule_date: '2026/03/01' };
    expect(postInputErrors({ ...base, repeat: 1 }, google)?.errors.repeat_end_date).toEqual(['繰り返しの終了日を入力してください']);
    expect(postInputErrors({ ...base, repeat: 2, repeat_end_date: '2026/02/28' }, google)?.errors.repeat_end_date).toEqual(['繰り返しの終了日は投稿日以降にしてください']);
    expect(postInputErrors({ ...base, repeat: 4 }, google)).toBeNull();
  });
});
