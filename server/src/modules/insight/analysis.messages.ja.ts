import { datesJa } from '../../../../src/shared/i18n/dates.ja';

// Wording of the performance and access analysis answers.
export const analysisMessagesJa = {
  dateInvalid: '年/月/日（例：2026/04/01）の形式で入力してください',
  startRequired: `${datesJa.startAt}を入力してください`,
  endRequired: `${datesJa.endAt}を入力してください`,
  rangeInverted: datesJa.rangeInverted,
  rangeTooLong: (months: number) => `期間は${months}ヶ月以内で指定してください`,
} as const;
