import { DateTime } from 'luxon';
import type { GoogleDate, GoogleLocalPostInput, GoogleTimeOfDay } from '../../providers/google/google.types';
import type { YahooNoticeInput, YahooNoticeKind } from '../../providers/yahoo/yahoo.types';
import { TOKYO } from '../../../../src/shared/dates/zone';
import { expandPostPlaceholders } from '../../../../src/shared/posts/post-placeholders';
import type { PostAccount } from './posts.repository';
import type { PostPayload, PostSettingRow } from './posts.table';

// What one store receives for one occurrence, fixed when the occurrence is opened: the placeholders are expanded
// with the store's name and the occurrence's Tokyo date and time, so every attempt (and a retry) sends the same post.

export function payloadFor(setting: PostSettingRow, account: PostAccount, occurrenceAt: Date, imageUrl: string | null): PostPayload {
  const c = setting.content;
  const summary = expandPostPlaceholders(c.summary, { storeName: account.title, at: occurrenceAt });
  if (account.provider === 'yahoo') {
    return { provider: 'yahoo', postType: null, yahooKind: c.yahoo_kind, summary, title: expandPostPlaceholders(c.yahoo_title, { storeName: account.title, at: occurrenceAt }), content: c, imageUrl: null };
  }
  const title = setting.postType === 'event' || setting.postType === 'offer' ? c.event_title : null;
  return { provider: 'google', postType: setting.postType, yahooKind: null, summary, title, content: c, imageUrl };
}

const googleDate = (slash: string): GoogleDate => {
  const [year, month, day] = slash.split('/').map(Number);
  return { year, month, day };
};

const googleTime = (hhmm: string): GoogleTimeOfDay | undefined => {
  if (!hhmm) return undefined;
  const [hours, minutes] = hhmm.split(':').map(Number);
  return { hours, minutes };
};

const TOPIC = { action: 'STANDARD', event: 'EVENT', offer: 'OFFER', instagram: 'STANDARD' } as const;

export function toGoogleLocalPost(payload: PostPayload): GoogleLocalPostInput {
  const c = payload.content;
  const type = payload.postType ?? 'action';
  const post: GoogleLocalPostInput = { topicType: TOPIC[type], languageCode: 'ja' };
  if (payload.summary) post.summary = payload.summary;
  if ((type === 'event' || type === 'offer') && payload.title) {
    post.event = {
      title: payload.title,
      schedule: { startDate: googleDate(c.event_start_date), endDate: googleDate(c.event_end_date), startTime: googleTime(c.event_start_time), endTime: googleTime(c.event_end_time) },
    };
  }
  if (type === 'offer') {
    const offer = { couponCode: c.offer_coupon_code || undefined, redeemOnlineUrl: c.offer_redeem_url || undefined, termsConditions: c.offer_terms || undefined };
    if (offer.couponCode || offer.redeemOnlineUrl || offer.termsConditions) post.offer = offer;
  } else if (c.call_to_action_type) {
    const actionType = c.call_to_action_type as NonNullable<GoogleLocalPostInput['callToAction']>['actionType'];
    post.callToAction = actionType === 'CALL' ? { actionType } : { actionType, url: c.call_to_action_url };
  }
  if (payload.imageUrl) post.media = [{ mediaFormat: 'PHOTO', sourceUrl: payload.imageUrl }];
  return post;
}

const dayStart = (slash: string): Date | null => (slash ? DateTime.fromFormat(slash, 'yyyy/MM/dd', { zone: TOKYO }).toJSDate() : null);
const dayEnd = (slash: string): Date | null => (slash ? DateTime.fromFormat(slash, 'yyyy/MM/dd', { zone: TOKYO }).endOf('day').toJSDate() : null);

export function toYahooNotice(payload: PostPayload, pinned: boolean): YahooNoticeInput {
  const c = payload.content;
  return {
    kind: (payload.yahooKind ?? 'NOTICE') as YahooNoticeKind,
    title: payload.title ?? '',
    body: payload.summary,
    startAt: dayStart(c.yahoo_start_date),
    endAt: dayEnd(c.yahoo_end_date),
    pinned,
  };
}
