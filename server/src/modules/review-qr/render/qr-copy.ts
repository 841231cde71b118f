import type { components } from '../../../generated/openapi';
import type { Script } from './qr-fonts';

export type QrLanguage = components['schemas']['QrLanguage'];
type Lang = 'jp' | 'en' | 'cn';

// The printed wording (the copy deck of the QR designs). It asks for an honest review and never offers anything
// in return (Google's review policy and Japan's stealth-marketing rules, docs/providers.md).
const COPY: Record<Lang, { headline: string; message: string; cta: string }> = {
  jp: {
    headline: '口コミ投稿のお願い',
    message: 'ご来店ありがとうございます。お店の感想をぜひGoogleマップでお聞かせください。',
    cta: 'スマホのカメラで読み取ってください',
  },
  en: {
    headline: 'Please leave us a review',
    message: 'Thank you for visiting us. We would love to hear about your experience on Google Maps.',
    cta: 'Scan with your phone camera',
  },
  cn: {
    headline: '欢迎留下您的评价',
    message: '感谢您的光临。期待您在Google地图上分享您的体验。',
    cta: '请用手机相机扫描二维码',
  },
};

export interface CopyLine {
  text: string;
  script: Script;
  /** The operator's own words: never dropped to make room. */
  own?: boolean;
}

export interface QrContent {
  storeName: string;
  /** The first line is the main title; the rest are the same title in the other chosen languages. */
  headline: CopyLine[];
  message: CopyLine[];
  cta: CopyLine[];
}

const languagesOf = (language: QrLanguage): Lang[] => language.split('_') as Lang[];
const line = (lang: Lang, text: string): CopyLine => ({ text, script: lang === 'cn' ? 'cn' : 'auto' });

/** The operator's own headline or message replaces the standard wording; the scan hint is always multilingual. */
export function qrContent(input: { language: QrLanguage; headline: string; message: string; storeName: string }): QrContent {
  const langs = languagesOf(input.language);
  const own = (text: string): CopyLine[] | null => (text.trim() ? [{ text: text.trim(), script: 'auto', own: true }] : null);
  return {
    storeName: input.storeName,
    headline: own(input.headline) ?? langs.map((l) => line(l, COPY[l].headline)),
    message: own(input.message) ?? langs.map((l) => line(l, COPY[l].message)),
    cta: langs.map((l) => line(l, COPY[l].cta)),
  };
}
