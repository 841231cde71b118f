import { sanitiseReply } from './ai-reply.sanitise';

describe('sanitiseReply', () => {
  it('strips e-mail addresses, phone numbers and URLs, and the husks they leave', () => {
    const text = 'ご不明点はお電話（03-1234-5678）または info@demo-shokudo.jp、https://demo.example.com/contact までご連絡ください。';
    expect(sanitiseReply(text)).toBe('ご不明点はお電話または、 までご連絡ください。');
    expect(sanitiseReply('Call us on +81 90 1234 5678 or visit www.example.com/menu today.')).toBe('Call us on or visit today.');
    expect(sanitiseReply('Visit demo-shokudo.jp or mail us at a.b+c@example.co.jp.')).toBe('Visit or mail us at.');
    expect(sanitiseReply('フリーダイヤル ０１２０－１２３－４５６ まで')).toBe('フリーダイヤル まで');
  });

  it('keeps dates, times, prices and counts that are not phone numbers', () => {
    const text = '2026-03-01 の 18:00〜22:00 に 3 名様でご来店いただき、1,200円のランチをお楽しみいただきました。';
    expect(sanitiseReply(text)).toBe(text);
  });

  it('removes the reviewer’s name with its honorific, and from a salutation', () => {
    expect(sanitiseReply('山田 太郎様、この度はご来店ありがとうございました。', { reviewerName: '山田 太郎' })).toBe('この度はご来店ありがとうございました。');
    expect(sanitiseReply('山田様、またお待ちしております。', { reviewerName: '山田 太郎' })).toBe('またお待ちしております。');
    expect(sanitiseReply('Dear John, thank you for visiting. John Smith was here.', { reviewerName: 'John Smith' })).toBe('Thank you for visiting. was here.');
    // A given name that is also an ordinary word stays outside a salutation.
    expect(sanitiseReply('We hope you had a Grand time.', { reviewerName: 'Grand Kim' })).toBe('We hope you had a Grand time.');
  });

  it('replaces the characters the reply box forbids with allowed look-alikes', () => {
    expect(sanitiseReply('We’re glad you liked our "special" <ramen> & ¥ 《menu》')).toBe("We're glad you liked our ＂special＂ ＜ramen＞ ＆ ￥ 『menu』");
    expect(sanitiseReply('"Thank you!"')).toBe('Thank you!');
    expect(sanitiseReply('「ありがとうございます。」')).toBe('ありがとうございます。');
  });

  it('fits Google’s 4096-character limit, ending at a sentence where it can', () => {
    const long = 'ありがとうございます。'.repeat(500);
    const fitted = sanitiseReply(long);
    expect([...fitted].length).toBeLessThanOrEqual(4096);
    expect(fitted.endsWith('。')).toBe(true);
    expect([...sanitiseReply('あ'.repeat(5000))].length).toBe(4096);
  });

  it('leaves nothing when nothing usable was written', () => {
    expect(sanitiseReply('  https://example.com  ')).toBe('');
  });
});
