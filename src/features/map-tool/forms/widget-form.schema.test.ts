import type { ValidationError } from 'yup';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { toWidgetFormValues, type WidgetFormValues } from './widget-form.mappers';
import { widgetFormSchema } from './widget-form.schema';

const valid = (kind: WidgetKind, over: WidgetFormValues = {}): WidgetFormValues => ({ ...toWidgetFormValues(kind), name: '本店の口コミ', accounts: ['g_1'], ...over });

// Every field's message, keyed by its path.
const errorsOf = async (kind: WidgetKind, values: WidgetFormValues): Promise<Record<string, string>> => {
  try {
    await widgetFormSchema(kind).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path ?? '', e.message]));
  }
};

describe('widget form schema', () => {
  it('accepts the defaults once a name and a store are given', async () => {
    for (const kind of ['review', 'post', 'picture'] as const) expect(await errorsOf(kind, valid(kind))).toEqual({});
  });

  it('enforces the section 9 limits with Japanese messages', async () => {
    expect(await errorsOf('review', valid('review', { rating_min: 0 }))).toEqual({ rating_min: '1〜5の範囲で入力してください' });
    expect(await errorsOf('review', valid('review', { rating_min: 6 }))).toEqual({ rating_min: '1〜5の範囲で入力してください' });
    expect(await errorsOf('review', valid('review', { layout: '2', perpage: 11 }))).toEqual({ perpage: '0〜10の範囲で入力してください' });
    expect(await errorsOf('post', valid('post', { perpage: 11 }))).toEqual({ perpage: '0〜10の範囲で入力してください' });
    expect(await errorsOf('review', valid('review', { dispnum: 0 }))).toEqual({ dispnum: '1〜100の範囲で入力してください' });
    expect(await errorsOf('review', valid('review', { slider_num: '2' }))).toEqual({ slider_num: '1・3・5のいずれかを選択してください' });
    expect(await errorsOf('picture', valid('picture', { display: '2', slider_num: '4' }))).toEqual({ slider_num: '1・3・5のいずれかを選択してください' });
    expect(await errorsOf('review', valid('review', { star_color: 'red', title_bgcolor: '#12345' }))).toEqual({
      star_color: '#から始まる6桁の16進数で入力してください',
      title_bgcolor: '#から始まる6桁の16進数で入力してください',
    });
  });

  it('asks for the name, a store and every number', async () => {
    expect(await errorsOf('review', valid('review', { name: ' ', accounts: [], dispnum: '' }))).toEqual({
      name: '入力してください',
      accounts: '店舗を選択してください',
      dispnum: '入力してください',
    });
    expect(await errorsOf('post', valid('post', { name: 'あ'.repeat(51) }))).toEqual({ name: '50文字以内で入力してください' });
  });

  it('does not validate what the layout does not offer', async () => {
    // カード (slider): perpage is not offered; 付箋 (notes): slider_num and autoplay_interval are not.
    expect(await errorsOf('review', valid('review', { layout: '1', perpage: 11 }))).toEqual({});
    expect(await errorsOf('review', valid('review', { layout: '2', slider_num: '2', autoplay_interval: 99 }))).toEqual({});
    expect(await errorsOf('review', valid('review', { layout: '1', autoplay_interval: 61 }))).toEqual({ autoplay_interval: '0〜60の範囲で入力してください' });
    expect(await errorsOf('picture', valid('picture', { display: '1', slider_num: '2' }))).toEqual({});
  });
});
