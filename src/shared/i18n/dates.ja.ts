import type { PeriodKey } from '../dates/periods';

// Part of the Japanese catalogue: dates in the console (the form kit's date fields and the spec's period options),
// imported directly by the kit; wording per docs/glossary-ja.md. The server speaks period keys, never these labels.
export const datesJa = {
  placeholder: '例：2026/04/01',
  startAt: '開始日',
  endAt: '終了日',
  rangeInverted: '終了日は開始日以降の日付を入力してください',
  periods: {
    all: '全期間',
    week: '1週間',
    month: '1ヶ月',
    quarter: '3ヶ月',
    half: '半年',
    year: '1年',
    year_and_half: '1年半',
  } satisfies Record<PeriodKey, string>,
} as const;
