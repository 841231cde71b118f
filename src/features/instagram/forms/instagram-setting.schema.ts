import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import { yup } from '../../../shared/validation/validators';
import { parseHashtags } from './instagram-setting.mappers';

// The contract's limits: at most 30 hashtags per rule, each up to 100 characters; at least one Google store.
export const HASHTAG_MAX_LENGTH = 100;
export const HASHTAGS_MAX = 30;

const hashtags = () =>
  yup
    .string()
    .default('')
    .test('tag-length', t.tagTooLong, (value) => parseHashtags(value ?? '').every((tag) => [...tag].length <= HASHTAG_MAX_LENGTH))
    .test('tag-count', t.tooManyTags, (value) => parseHashtags(value ?? '').length <= HASHTAGS_MAX);

export const instagramSettingSchema = yup.object({
  local_account_ids: yup.array(yup.string().required()).min(1, t.storesRequired).required(t.storesRequired),
  required_hashtags: hashtags(),
  excluded_hashtags: hashtags(),
  caption: yup.array(yup.string().required()),
  state: yup.array(yup.string().required()),
});
