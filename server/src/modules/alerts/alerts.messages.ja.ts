import { alertsJa } from '../../../../src/shared/i18n/alerts.ja';
import type { AlertEvent, AlertKind } from '../../notifications/alert-port';
import type { AlertEventRow } from './alerts.table';

// The words of every alert: the one-line summary fixed when the event is recorded (the history shows it), and the
// messages sent by mail, LINE and Slack. Event names come from the console's catalogue so both say the same.

const BRAND = '【MEO管理画面】';
const COMMENT_MAX = 80;
const clip = (text: string, max: number): string => ([...text].length > max ? `${[...text].slice(0, max).join('')}…` : text);
const PROVIDERS = { google: 'Google', yahoo: 'Yahoo!' } as const;

/** Where the console shows what the alert is about. */
const PAGES: Record<AlertKind, string> = {
  low_rating: '/review',
  approval_waiting: '/review',
  post_failed: '/posts/histories',
  google_edit: '/business',
  link_expired: '/settings/management',
  rank_drop: '/ranking',
};

export function summaryOf(event: AlertEvent): string {
  switch (event.kind) {
    case 'low_rating': {
      const who = event.reviewer ?? '匿名';
      return event.comment ? `★${event.rating} ${who}「${clip(event.comment.replace(/\s+/gu, ' '), COMMENT_MAX)}」` : `★${event.rating} ${who}（コメントなし）`;
    }
    case 'approval_waiting':
      return `${event.rating === null ? '' : `★${event.rating}の`}口コミへの自動返信が承認を待っています`;
    case 'post_failed':
      return `投稿に失敗しました: ${clip(event.error, 200)}`;
    case 'google_edit':
      return `Googleが${event.fields.map((field) => alertsJa.listingFields[field] ?? field).join('・') || '店舗情報'}を変更しました`;
    case 'link_expired':
      return `${PROVIDERS[event.provider]}との連携の有効期限が切れました。連携管理から再度連携してください。`;
    case 'rank_drop':
      return `「${event.keyword}」 ${event.previousRank}位 → ${event.rank === null ? '圏外' : `${event.rank}位`}（${event.drop}位下落）`;
  }
}

export interface AlertText {
  subject: string;
  text: string;
}

type EventWords = Pick<AlertEventRow, 'kind' | 'storeName' | 'summary'>;

export const alertsMessagesJa = {
  saved: alertsJa.saved,
  testQueued: alertsJa.testQueued,
  retryQueued: alertsJa.retryQueued,
  errors: alertsJa.errors,
  sendFailed: '送信に失敗しました',

  event(event: EventWords, origin: string): AlertText {
    const label = alertsJa.kinds[event.kind];
    const store = event.storeName ? `店舗: ${event.storeName}\n` : '';
    return {
      subject: `${BRAND}${label}${event.storeName ? `（${event.storeName}）` : ''}`,
      text: `${BRAND}${label}\n${store}${event.summary}\n${origin}${PAGES[event.kind]}`,
    };
  },

  digest(events: readonly EventWords[], origin: string): AlertText {
    const lines = events.map((event) => `・${alertsJa.kinds[event.kind]}${event.storeName ? `（${event.storeName}）` : ''}: ${event.summary}`);
    return {
      subject: `${BRAND}${alertsJa.kinds.digest}（${events.length}件）`,
      text: `${BRAND}${alertsJa.kinds.digest}（${events.length}件）\n${lines.join('\n')}\n${origin}/`,
    };
  },

  test(): AlertText {
    return { subject: `${BRAND}${alertsJa.kinds.test}`, text: `${BRAND}${alertsJa.kinds.test}\nアラート通知の送信先は正しく設定されています。` };
  },
};
