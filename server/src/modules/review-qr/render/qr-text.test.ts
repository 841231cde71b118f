import { qrContent } from './qr-copy';
import { measure, wrapText, type TextStyle } from './qr-text';

const style: TextStyle = { size: 10, weight: 400, color: '#000000' };
const text = 'ご来店ありがとうございます。お店の感想をぜひGoogleマップでお聞かせください。';

describe('line breaking', () => {
  it('keeps every line within the width, never starts a line with a closing mark and keeps Latin words whole', () => {
    for (const width of [60, 90, 120, 150, 200, 260]) {
      const lines = wrapText(text, style, width);
      expect(lines.join('')).toBe(text);
      for (const line of lines) {
        // A hanging closing mark may stick out by itself (burasage), nothing more.
        expect(measure(line.replace(/[。、]$/, ''), style)).toBeLessThanOrEqual(width + 0.01);
        expect(line).not.toMatch(/^[。、）」]/);
      }
      expect(lines.some((line) => /Goog$|^le/.test(line))).toBe(false);
    }
  });

  it('never leaves a single character on the last line', () => {
    for (let width = 60; width <= 300; width += 7) {
      const lines = wrapText(text, style, width);
      if (lines.length > 1) expect([...(lines.at(-1) ?? '')].length).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps the operator’s line breaks and drops empty lines', () => {
    expect(wrapText('一行目\n\n二行目', style, 500)).toEqual(['一行目', '二行目']);
  });
});

describe('printed wording', () => {
  it('writes the standard title, message and scan hint in each chosen language, Japanese first', () => {
    const content = qrContent({ language: 'jp_en_cn', headline: '', message: '', storeName: 'デモ食堂' });
    expect(content.headline.map((l) => l.text)).toEqual(['口コミ投稿のお願い', 'Please leave us a review', '欢迎留下您的评价']);
    expect(content.headline[2].script).toBe('cn');
    expect(content.cta).toHaveLength(3);
    expect(qrContent({ language: 'en', headline: '', message: '', storeName: 'x' }).headline.map((l) => l.text)).toEqual(['Please leave us a review']);
  });

  it('prints the operator’s own title and message instead of the standard ones, and keeps them', () => {
    const content = qrContent({ language: 'jp_en', headline: ' 本日はありがとうございました ', message: '皆さまの声を励みにしています', storeName: 'デモ食堂' });
    expect(content.headline).toEqual([{ text: '本日はありがとうございました', script: 'auto', own: true }]);
    expect(content.message).toEqual([{ text: '皆さまの声を励みにしています', script: 'auto', own: true }]);
    expect(content.cta.map((l) => l.text)).toEqual(['スマホのカメラで読み取ってください', 'Scan with your phone camera']);
  });
});
