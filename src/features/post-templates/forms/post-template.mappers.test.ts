import { postBodyPreview, toPostTemplateRequest, toPostTemplateValues } from './post-template.mappers';
import { postTemplateSchema } from './post-template.schema';

describe('post template mappers', () => {
  it('starts empty as a 最新情報 template, or from the template being edited', () => {
    expect(toPostTemplateValues()).toEqual({ title: '', post_type: 'action', body: '' });
    expect(toPostTemplateValues({ title: '特典', post_type: 'offer', body: '本文' })).toEqual({ title: '特典', post_type: 'offer', body: '本文' });
  });

  it('trims the request but keeps the line breaks inside the text', () => {
    expect(toPostTemplateRequest({ title: ' 特典 ', post_type: 'offer', body: '\n一行目\n二行目 \n' })).toEqual({ title: '特典', post_type: 'offer', body: '一行目\n二行目' });
  });

  it('previews the text on one line and shortens long texts without splitting a character', () => {
    expect(postBodyPreview('一行目\n\n二行目')).toBe('一行目 二行目');
    expect(postBodyPreview('𠮷'.repeat(100), 10)).toBe(`${'𠮷'.repeat(10)}…`);
  });
});

describe('post template schema', () => {
  const errorsOf = async (values: object) => {
    try {
      await postTemplateSchema.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('accepts a title of 50 and a text of 1,500 characters', async () => {
    expect(await errorsOf({ title: 'あ'.repeat(50), post_type: 'event', body: 'い'.repeat(1500) })).toEqual([]);
  });

  it('requires each field, limits the lengths, keeps the title on one line and refuses the forbidden characters', async () => {
    expect(await errorsOf({ title: ' ', post_type: '', body: '' })).toEqual(['入力してください', '選択してください', '入力してください']);
    expect(await errorsOf({ title: 'あ'.repeat(51), post_type: 'action', body: 'い'.repeat(1501) })).toEqual(['50文字以内で入力してください', '1500文字以内で入力してください']);
    expect(await errorsOf({ title: '春の\n特典', post_type: 'action', body: 'A&B' })).toEqual(['改行は入力できません', '< > ’ " & ¥ 《 》 は使用できません']);
    expect(await errorsOf({ title: '投稿', post_type: 'instagram', body: '本文' })).toEqual(['選択してください']);
  });
});
