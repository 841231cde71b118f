import { WEEKDAYS, type AttributeKey, type ListingField, type Weekday } from '../../../shared/business/listing';
import { attributeLabelsJa, businessBulkJa, weekdayLabelsJa } from '../business-bulk.ja';

const t = businessBulkJa.changes;
const NONE = businessBulkJa.preview.empty;
const SEP = '、';

interface Period {
  day?: string;
  open?: string | null;
  close?: string | null;
}
interface Special extends Period {
  date?: string;
  closed?: boolean;
}

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []);
const range = (p: Period) => `${p.open ?? ''}〜${p.close ?? ''}`;
const dayLabel = (day: unknown) => (typeof day === 'string' && (WEEKDAYS as readonly string[]).includes(day) ? weekdayLabelsJa[day as Weekday] : String(day));

/** One field's value as a line of Japanese text, for the dry run's before → after. */
export function formatFieldValue(field: ListingField, value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  switch (field) {
    case 'special_hours': {
      const rows = list(value) as Special[];
      if (rows.length === 0) return NONE;
      return [...rows]
        .sort((a, b) => String(a.date).localeCompare(String(b.date)))
        .map((row) => `${row.date ?? ''} ${row.closed ? t.closed : range(row)}`)
        .join(SEP);
    }
    case 'regular_hours': {
      const rows = list(value) as Period[];
      if (rows.length === 0) return NONE;
      return [...rows]
        .sort((a, b) => WEEKDAYS.indexOf(a.day as Weekday) - WEEKDAYS.indexOf(b.day as Weekday))
        .map((row) => `${dayLabel(row.day)} ${range(row)}`)
        .join(SEP);
    }
    case 'attributes': {
      const rows = list(value);
      if (rows.length === 0) return NONE;
      return rows.map((row) => `${attributeLabelsJa[row.key as AttributeKey] ?? String(row.key)}: ${row.value ? t.attributeYes : t.attributeNo}`).join(SEP);
    }
    case 'address': {
      const a = value as Record<string, unknown>;
      return `〒${String(a.postal_code ?? '')} ${String(a.prefecture ?? '')}${String(a.city ?? '')}${String(a.street ?? '')}`;
    }
    case 'categories':
      return Array.isArray(value) && value.length > 0 ? value.map(String).join(SEP) : NONE;
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}
