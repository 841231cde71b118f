import { cleanCaption, passesRules } from './crosspost-rules';

const rules = (over: Partial<Parameters<typeof passesRules>[1]> = {}) => ({ requiredHashtags: [], excludedHashtags: [], removeHashtags: false, ...over });

describe('cleanCaption', () => {
  it('removes URLs and phone numbers in any common form, keeping hashtags unless asked', () => {
    const caption = 'ご予約は ０３－１２３４－５６７８ / 090-1234-5678 / +81 3 1234 5678 まで\nhttps://example.com/a?b=1 www.example.jp #ランチ';
    expect(cleanCaption(caption, { removeHashtags: false })).toBe('ご予約は / / まで\n#ランチ');
    expect(cleanCaption(caption, { removeHashtags: true })).toBe('ご予約は / / まで');
  });

  it('cuts to the Google summary limit by characters', () => {
    const text = cleanCaption('🍜'.repeat(2200), { removeHashtags: false });
    expect([...text]).toHaveLength(1500);
  });

  it('answers an empty summary for a post without caption', () => {
    expect(cleanCaption(null, { removeHashtags: true })).toBe('');
  });
});

describe('passesRules', () => {
  it('needs one required tag when any are set, compared without case or width', () => {
    expect(passesRules('新作 #Lunch', rules({ requiredHashtags: ['lunch'] }))).toBe(true);
    expect(passesRules('新作 ＃ランチ', rules({ requiredHashtags: ['#ランチ', '限定'] }))).toBe(true);
    expect(passesRules('新作 #ディナー', rules({ requiredHashtags: ['ランチ'] }))).toBe(false);
    expect(passesRules(null, rules({ requiredHashtags: ['ランチ'] }))).toBe(false);
  });

  it('skips a post carrying an excluded tag, even when it carries a required one', () => {
    expect(passesRules('#ランチ #休業', rules({ requiredHashtags: ['ランチ'], excludedHashtags: ['休業'] }))).toBe(false);
    expect(passesRules('#ランチ', rules({ excludedHashtags: ['休業'] }))).toBe(true);
  });
});
