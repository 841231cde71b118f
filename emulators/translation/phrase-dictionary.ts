// A small parallel corpus of common review sentences. Known sentences translate exactly; any other text comes back
// marked `[<target>] <original>`, so a demo never shows machine-made text that looks real but is not.
type PhraseLanguage = 'ja' | 'en' | 'zh-CN' | 'ko';

const PHRASES: ReadonlyArray<Record<PhraseLanguage, string>> = [
  { ja: 'ありがとうございます', en: 'Thank you', 'zh-CN': '谢谢', ko: '감사합니다' },
  { ja: '美味しかったです', en: 'It was delicious', 'zh-CN': '很好吃', ko: '맛있었습니다' },
  { ja: 'とても美味しかったです', en: 'It was very delicious', 'zh-CN': '非常好吃', ko: '정말 맛있었습니다' },
  { ja: 'また来ます', en: 'I will come again', 'zh-CN': '我会再来的', ko: '또 오겠습니다' },
  { ja: '店員さんの対応が良かったです', en: 'The staff were friendly', 'zh-CN': '店员的服务很好', ko: '직원분들이 친절했습니다' },
  { ja: '雰囲気が良かったです', en: 'The atmosphere was nice', 'zh-CN': '氛围很好', ko: '분위기가 좋았습니다' },
  { ja: '待ち時間が長かったです', en: 'The wait was long', 'zh-CN': '等待时间很长', ko: '대기 시간이 길었습니다' },
  { ja: '料理が冷めていました', en: 'The food was cold', 'zh-CN': '菜是凉的', ko: '음식이 식어 있었습니다' },
  { ja: '値段が高いです', en: 'It is expensive', 'zh-CN': '价格很贵', ko: '가격이 비쌉니다' },
  { ja: 'おすすめです', en: 'I recommend it', 'zh-CN': '推荐', ko: '추천합니다' },
  { ja: 'ご来店ありがとうございました', en: 'Thank you for visiting us', 'zh-CN': '感谢您的光临', ko: '방문해 주셔서 감사합니다' },
  { ja: 'またのご来店をお待ちしております', en: 'We look forward to seeing you again', 'zh-CN': '期待您再次光临', ko: '다시 방문해 주시기를 기다리겠습니다' },
  { ja: '申し訳ございません', en: 'We apologize', 'zh-CN': '非常抱歉', ko: '죄송합니다' },
  { ja: 'こんにちは', en: 'Hello', 'zh-CN': '你好', ko: '안녕하세요' },
];

const LANGUAGES: readonly PhraseLanguage[] = ['ja', 'en', 'zh-CN', 'ko'];
const TERMINATORS: Record<PhraseLanguage, string> = { ja: '。', en: '.', 'zh-CN': '。', ko: '.' };

const normalise = (sentence: string): string => sentence.trim().replace(/[。．.!！?？、,，\s]+$/u, '').toLowerCase();

const phraseLanguage = (code: string): PhraseLanguage | undefined => {
  if (code === 'zh' || code === 'zh-TW') return 'zh-CN';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as PhraseLanguage) : undefined;
};

const INDEX = new Map<string, number>(
  LANGUAGES.flatMap((language) => PHRASES.map((phrase, index) => [`${language}:${normalise(phrase[language])}`, index] as const)),
);

/** The text in `target`, or undefined when some sentence is not in the dictionary. */
export function translateByDictionary(text: string, source: string, target: string): string | undefined {
  const from = phraseLanguage(source);
  const to = phraseLanguage(target);
  if (!from || !to) return undefined;
  const sentences = text.split(/(?<=[。．.!！?？])\s*/u).filter((sentence) => sentence.trim() !== '');
  if (sentences.length === 0) return undefined;
  const translated: string[] = [];
  for (const sentence of sentences) {
    const index = INDEX.get(`${from}:${normalise(sentence)}`);
    if (index === undefined) return undefined;
    translated.push(`${PHRASES[index][to]}${TERMINATORS[to]}`);
  }
  return translated.join(to === 'en' || to === 'ko' ? ' ' : '');
}

/** Deterministic translation: the dictionary, or the original marked with the target language. */
export function emulateTranslation(text: string, source: string, target: string): string {
  if (source === target || (source.startsWith('zh') && target.startsWith('zh'))) return text;
  return translateByDictionary(text, source, target) ?? `[${target}] ${text}`;
}
