import { bodyPreview, toTemplateRequest, toTemplateValues } from './template.mappers';
import { templateSchema } from './template.schema';

describe('template mappers', () => {
  it('starts empty, or from the template being edited', () => {
    expect(toTemplateValues()).toEqual({ title: '', body: '' });
    expect(toTemplateValues({ title: 'お礼', body: '本文' })).toEqual({ title: 'お礼', body: '本文' });
  });

  it('trims the request but keeps the line breaks inside the body', () => {
    expect(toTemplateRequest({ title: ' お礼 ', body: '\n一行目\n二行目 \n' })).toEqual({ title: 'お礼', body: '一行目\n二行目' });
  });

  it('previews the body on one line and shortens long bodies', () => {
    expect(bodyPreview('一行目\n\n二行目')).toBe('一行目 二行目');
    expect(bodyPreview('あ'.repeat(100), 10)).toBe(`${'あ'.repeat(10)}…`);
  });
});

describe('template schema', () => {
  const errorsOf = async (values: { title: string; body: string }) => {
    try {
      await templateSchema.validate(values, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('accepts a title of 50 and a body of 4096 characters', async () => {
    expect(await errorsOf({ title: 'あ'.repeat(50), body: 'い'.repeat(4096) })).toEqual([]);
  });

  it('requires both, limits their length and refuses the forbidden characters', async () => {
    expect(await errorsOf({ title: ' ', body: '' })).toEqual(['入力してください', '入力してください']);
    expect(await errorsOf({ title: 'あ'.repeat(51), body: 'い'.repeat(4097) })).toEqual(['50文字以内で入力してください', '4096文字以内で入力してください']);
    expect(await errorsOf({ title: '《お礼》', body: 'A&B' })).toEqual(['< > ’ " & ¥ 《 》 は使用できません', '< > ’ " & ¥ 《 》 は使用できません']);
  });
});
