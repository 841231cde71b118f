import { authJa } from './auth.ja';
import { exportsJa } from './exports.ja';
import { homeJa } from './home.ja';
import { newsJa } from './news.ja';
import { rankingJa } from './ranking.ja';
import { settingsJa } from './settings.ja';
import { shellJa } from './shell.ja';
import { storePickerJa } from './store-picker.ja';
import { validationJa } from './validation.ja';

// The Japanese catalogue of the eagerly loaded console, one file per menu area, composed here so call sites keep
// reading `ja.<section>.<key>`. Wording follows docs/glossary-ja.md; components never inline user-facing text.
// The parts of lazily loaded screens (reviews.ja.ts, review-settings.ja.ts, review-qr.ja.ts, coupon.ja.ts, ...) are
// not composed here: their features import them directly, so their text loads with the screen, not the login page.
export const ja = {
  ...shellJa,
  ...authJa,
  ...homeJa,
  ...newsJa,
  ...validationJa,
  ...rankingJa,
  ...storePickerJa,
  ...settingsJa,
  ...exportsJa,
} as const;

export type Ja = typeof ja;
