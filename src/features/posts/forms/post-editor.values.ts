import type { CallToActionType, PostEditorType } from '../../../shared/posts/post-rules';

export type YahooKind = 'NOTICE' | 'DAYOFF' | 'CAMPAIGN' | 'ETC';
export type RepeatValue = '4' | '1' | '2' | '3';

export const POST_EDITOR_TYPES = ['action', 'offer', 'event'] as const satisfies readonly PostEditorType[];
export const CALL_TO_ACTIONS = ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP', 'CALL'] as const satisfies readonly CallToActionType[];
export const YAHOO_KINDS = ['NOTICE', 'DAYOFF', 'CAMPAIGN', 'ETC'] as const satisfies readonly YahooKind[];
export const REPEATS = ['4', '1', '2', '3'] as const satisfies readonly RepeatValue[];

/** The editor's form, named as the contract names the fields so the server's field errors land on them. */
export interface PostEditorValues {
  local_account_ids: string[];
  post_type: PostEditorType;
  summary: string;
  event_title: string;
  event_start_date: string;
  event_start_time: string;
  event_end_date: string;
  event_end_time: string;
  offer_coupon_code: string;
  offer_redeem_url: string;
  offer_terms: string;
  call_to_action_type: CallToActionType | '';
  call_to_action_url: string;
  yahoo_kind: YahooKind | '';
  yahoo_title: string;
  yahoo_start_date: string;
  yahoo_end_date: string;
  /** The new photo chosen here (the stored one is `current_image_url`). */
  images: File | null;
  current_image_url: string | null;
  remove_image: boolean;
  schedule_date: string;
  schedule_time: string;
  repeat: RepeatValue;
  repeat_end_date: string;
}

// The photo rules of a Google post (providers.md), checked before upload.
export const POST_IMAGE = {
  accept: ['image/jpeg', 'image/png'],
  minBytes: 10 * 1024,
  maxBytes: 5 * 1024 * 1024,
  minPixels: 250,
} as const;
