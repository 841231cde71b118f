import type { AutoReplySettingInput } from '../auto-reply.api';
import { defaultFormValues, serverErrorsToForm, toFormValues, toSettingInput } from './auto-reply-setting.mappers';
import { autoReplySettingSchema, type AutoReplyFormValues } from './auto-reply-setting.schema';

const saved: AutoReplySettingInput = {
  enabled: true,
  mode: 1,
  ratings: [5, 4],
  fixed_texts: { '4': 'ありがとうございます', '5': '{投稿者名}様、ありがとうございます' },
  ai_tone: 'friendly',
  ai_mention: '',
  ai_avoid: '',
  delay_minutes: 90,
  approval_max_rating: null,
};

describe('auto-reply setting mappers', () => {
  it('reads a saved setting into the form, keeping a custom delay as minutes', () => {
    expect(toFormValues(saved)).toEqual({
      enabled: 'on',
      mode: '1',
      ratings: ['4', '5'],
      fixedTexts: { '1': '', '2': '', '3': '', '4': 'ありがとうございます', '5': '{投稿者名}様、ありがとうございます' },
      aiTone: 'friendly',
      aiMention: '',
      aiAvoid: '',
      delay: 'custom',
      delayMinutes: '90',
      approval: '',
    });
    expect(toFormValues({ ...saved, delay_minutes: 1440, approval_max_rating: 2 })).toMatchObject({ delay: 'nextDay', approval: '2' });
  });

  it('round-trips a saved setting', () => {
    expect(toSettingInput(toFormValues(saved))).toEqual({ ...saved, ratings: [4, 5] });
  });

  it('sends the fixed texts of the answered ratings only in mode 1, trimmed', () => {
    const values: AutoReplyFormValues = {
      ...defaultFormValues(),
      mode: '1',
      ratings: ['5', '1'],
      fixedTexts: { '1': ' 申し訳ございません ', '2': '使わない', '3': '', '4': '', '5': 'ありがとうございます' },
      delay: 'h3',
      approval: '',
    };
    expect(toSettingInput(values)).toMatchObject({
      mode: 1,
      ratings: [1, 5],
      fixed_texts: { '1': '申し訳ございません', '5': 'ありがとうございます' },
      delay_minutes: 180,
      approval_max_rating: null,
    });
    expect(toSettingInput({ ...values, mode: '0' }).fixed_texts).toEqual({});
  });

  it('maps server field names onto the form fields', () => {
    const errors = {
      'setting.fixed_texts.3': ['入力してください'],
      'setting.delay_minutes': ['0〜10080の範囲で入力してください'],
      'setting.ai_mention': ['500文字以内で入力してください'],
      local_account_ids: ['店舗が見つかりません'],
    };
    expect(serverErrorsToForm(errors, { ...defaultFormValues(), delay: 'custom' })).toEqual({
      fields: { 'fixedTexts.3': '入力してください', delayMinutes: '0〜10080の範囲で入力してください', aiMention: '500文字以内で入力してください' },
      rest: ['店舗が見つかりません'],
    });
    expect(serverErrorsToForm({ delay_minutes: ['x'] }, defaultFormValues()).fields).toEqual({ delay: 'x' });
  });
});

describe('auto-reply setting schema', () => {
  const errorsOf = async (values: AutoReplyFormValues) => {
    try {
      await autoReplySettingSchema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((e) => [e.path, e.message]));
    }
  };

  it('accepts the defaults', async () => {
    expect(await errorsOf(defaultFormValues())).toEqual({});
  });

  it('requires a text for each answered rating in mode 1 only, and checks it', async () => {
    const values = { ...defaultFormValues(), mode: '1' as const, ratings: ['1' as const, '5' as const] };
    values.fixedTexts = { ...values.fixedTexts, '1': '《お詫び》', '5': '' };
    expect(await errorsOf(values)).toEqual({ 'fixedTexts.1': '< > ’ " & ¥ 《 》 は使用できません', 'fixedTexts.5': '入力してください' });
    expect(await errorsOf({ ...values, mode: '0' })).toEqual({});
  });

  it('needs a rating when switched on, and a custom delay within 0–10080 minutes', async () => {
    expect(await errorsOf({ ...defaultFormValues(), ratings: [] })).toEqual({ ratings: '選択してください' });
    expect(await errorsOf({ ...defaultFormValues(), enabled: 'off', ratings: [] })).toEqual({});
    expect(await errorsOf({ ...defaultFormValues(), delay: 'custom', delayMinutes: '10081' })).toEqual({ delayMinutes: '0〜10080の範囲で入力してください' });
    expect(await errorsOf({ ...defaultFormValues(), delay: 'custom', delayMinutes: '1.5' })).toEqual({ delayMinutes: '形式が正しくありません' });
    expect(await errorsOf({ ...defaultFormValues(), aiAvoid: 'あ'.repeat(501) })).toEqual({ aiAvoid: '500文字以内で入力してください' });
  });
});
