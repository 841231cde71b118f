import { toPostEditorValues, toPostSettingInput } from './post-editor.mappers';
import type { PostEditorValues } from './post-editor.values';

const values = (overrides: Partial<PostEditorValues> = {}): PostEditorValues => ({
  ...toPostEditorValues(null, '2099/01/01'),
  schedule_time: '09:00',
  ...overrides,
});

describe('toPostSettingInput', () => {
  it('sends no Google fields, post type or photo when only Yahoo stores are chosen', () => {
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const input = toPostSettingInput(
      values({ local_account_ids: ['y_1'], yahoo_kind: 'NOTICE', yahoo_title: ' 休業 ', call_to_action_type: 'BOOK', call_to_action_url: 'https://x', images: photo }),
    );
    expect(input.post_type).toBeUndefined();
    expect(input.images).toBeUndefined();
    expect(input.call_to_action_type).toBe('');
    expect(input.call_to_action_url).toBe('');
    expect(input).toMatchObject({ yahoo_kind: 'NOTICE', yahoo_title: '休業', repeat: 4, repeat_end_date: '' });
  });

  it('drops what the chosen type does not use: event fields on an action, the button on an offer, the URL of CALL', () => {
    const base = { local_account_ids: ['g_1'], event_title: '祭り', offer_coupon_code: 'SAVE', call_to_action_type: 'CALL' as const, call_to_action_url: 'https://x' };
    expect(toPostSettingInput(values({ ...base, post_type: 'action' }))).toMatchObject({ event_title: '', offer_coupon_code: '', call_to_action_type: 'CALL', call_to_action_url: '' });
    expect(toPostSettingInput(values({ ...base, post_type: 'offer' }))).toMatchObject({ event_title: '祭り', offer_coupon_code: 'SAVE', call_to_action_type: '' });
    expect(toPostSettingInput(values({ ...base, post_type: 'event' }))).toMatchObject({ event_title: '祭り', offer_coupon_code: '', yahoo_kind: '' });
  });

  it('keeps the end date only for a repeating post, and asks to remove the stored photo only when no new one replaces it', () => {
    expect(toPostSettingInput(values({ repeat: '1', repeat_end_date: '2099/02/01' }))).toMatchObject({ repeat: 1, repeat_end_date: '2099/02/01' });
    expect(toPostSettingInput(values({ repeat: '4', repeat_end_date: '2099/02/01' })).repeat_end_date).toBe('');
    expect(toPostSettingInput(values({ remove_image: true })).remove_image).toBe(true);
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    expect(toPostSettingInput(values({ local_account_ids: ['g_1'], remove_image: true, images: photo })).remove_image).toBe(false);
  });
});
