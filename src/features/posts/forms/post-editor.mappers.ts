import type { PostSetting, PostSettingInput } from '../posts.api';
import { splitTargets } from '../model/post-targets';
import { POST_EDITOR_TYPES, type PostEditorValues, type RepeatValue, type YahooKind } from './post-editor.values';

const isEditorType = (value: string | null): value is PostEditorValues['post_type'] =>
  (POST_EDITOR_TYPES as readonly (string | null)[]).includes(value);

/** The form of a new post (the schedule defaults to `defaultDate`) or of a loaded one. */
export const toPostEditorValues = (post: PostSetting | null, defaultDate = ''): PostEditorValues => ({
  local_account_ids: post?.local_accounts.map((a) => a.local_account_id) ?? [],
  post_type: post && isEditorType(post.post_type) ? post.post_type : 'action',
  summary: post?.summary ?? '',
  event_title: post?.event_title ?? '',
  event_start_date: post?.event_start_date ?? '',
  event_start_time: post?.event_start_time ?? '',
  event_end_date: post?.event_end_date ?? '',
  event_end_time: post?.event_end_time ?? '',
  offer_coupon_code: post?.offer_coupon_code ?? '',
  offer_redeem_url: post?.offer_redeem_url ?? '',
  offer_terms: post?.offer_terms ?? '',
  call_to_action_type: (post?.call_to_action_type ?? '') as PostEditorValues['call_to_action_type'],
  call_to_action_url: post?.call_to_action_url ?? '',
  yahoo_kind: (post?.yahoo_kind ?? '') as YahooKind | '',
  yahoo_title: post?.yahoo_title ?? '',
  yahoo_start_date: post?.yahoo_start_date ?? '',
  yahoo_end_date: post?.yahoo_end_date ?? '',
  images: null,
  current_image_url: post?.images[0]?.url ?? null,
  remove_image: false,
  schedule_date: post?.schedule_date ?? defaultDate,
  schedule_time: post?.schedule_time ?? '',
  repeat: String(post?.repeat ?? 4) as RepeatValue,
  repeat_end_date: post?.repeat_end_date ?? '',
});

// Only the fields of the chosen providers and of the chosen type go out, so a value typed for a type or a provider
// the user then left is never sent (nor refused) behind their back.
export const toPostSettingInput = (values: PostEditorValues): PostSettingInput => {
  const { google, yahoo } = splitTargets(values.local_account_ids);
  const type = values.post_type;
  const dated = google.length > 0 && (type === 'event' || type === 'offer');
  const offer = google.length > 0 && type === 'offer';
  const action = google.length > 0 && type !== 'offer' ? values.call_to_action_type : '';
  const once = values.repeat === '4';
  return {
    local_account_ids: values.local_account_ids,
    ...(google.length > 0 ? { post_type: type } : {}),
    summary: values.summary.trim(),
    event_title: dated ? values.event_title.trim() : '',
    event_start_date: dated ? values.event_start_date : '',
    event_start_time: dated ? values.event_start_time : '',
    event_end_date: dated ? values.event_end_date : '',
    event_end_time: dated ? values.event_end_time : '',
    offer_coupon_code: offer ? values.offer_coupon_code.trim() : '',
    offer_redeem_url: offer ? values.offer_redeem_url.trim() : '',
    offer_terms: offer ? values.offer_terms.trim() : '',
    call_to_action_type: action,
    call_to_action_url: action !== '' && action !== 'CALL' ? values.call_to_action_url.trim() : '',
    yahoo_kind: yahoo.length > 0 ? values.yahoo_kind : '',
    yahoo_title: yahoo.length > 0 ? values.yahoo_title.trim() : '',
    yahoo_start_date: yahoo.length > 0 ? values.yahoo_start_date : '',
    yahoo_end_date: yahoo.length > 0 ? values.yahoo_end_date : '',
    ...(google.length > 0 && values.images ? { images: [values.images] } : {}),
    remove_image: values.images === null && values.remove_image,
    schedule_date: values.schedule_date,
    schedule_time: values.schedule_time,
    repeat: Number(values.repeat) as PostSettingInput['repeat'],
    repeat_end_date: once ? '' : values.repeat_end_date,
  };
};
