import { DateTime } from 'luxon';
import { fromTokyoText } from '../dates/tokyo-text';
import { TOKYO } from '../dates/zone';
import { ja } from '../i18n/ja';

type DateInput = string | Date | number | null | undefined;

// Server dates arrive as 'yyyy/MM/dd', 'yyyy/MM/dd HH:mm' or ISO; all are read and shown in Tokyo time.
const toDateTime = (input: DateInput): DateTime | null => {
  if (input === null || input === undefined || input === '') return null;
  let dt: DateTime;
  if (input instanceof Date) dt = DateTime.fromJSDate(input, { zone: TOKYO });
  else if (typeof input === 'number') dt = DateTime.fromMillis(input, { zone: TOKYO });
  else dt = fromTokyoText(input) ?? DateTime.fromISO(input, { zone: TOKYO });
  return dt.isValid ? dt.setZone(TOKYO) : null;
};

const format = (input: DateInput, pattern: string) => toDateTime(input)?.toFormat(pattern) ?? '';

export const formatDate = (input: DateInput) => format(input, 'yyyy/MM/dd');
export const formatMonth = (input: DateInput) => format(input, 'yyyy/MM');
export const formatTime = (input: DateInput) => format(input, 'HH:mm');
export const formatDateTime = (input: DateInput) => format(input, 'yyyy/MM/dd HH:mm');

const numberFormat = new Intl.NumberFormat('ja-JP');
export const formatNumber = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : numberFormat.format(value);

// null: no result at all; 0 or beyond the measured depth: out of range.
export const formatRank = (rank: number | null | undefined, depth = 100) => {
  if (rank === null || rank === undefined) return ja.rank.none;
  if (rank <= 0 || rank > depth) return ja.rank.outOfRange;
  return ja.rank.position(rank);
};
