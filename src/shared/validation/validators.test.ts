import { colour, email, numberRange, passwordConfirmation, phone, postalCode, requiredSelect, safeText, singleLine, stringBetween, yup } from './validators';

const messageOf = async (schema: yup.Schema, value: unknown) => {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
};

describe('yup Japanese locale and helpers', () => {
  it('uses the glossary messages for the built-in rules', async () => {
    expect(await messageOf(yup.string().required(), '')).toBe('入力してください');
    expect(await messageOf(yup.string().max(5), 'abcdefg')).toBe('5文字以内で入力してください');
    expect(await messageOf(yup.string().email(), 'x')).toBe('形式が正しくありません');
    expect(await messageOf(yup.string().url(), 'x')).toBe('形式が正しくありません');
    expect(await messageOf(yup.string().matches(/^a$/), 'b')).toBe('形式が正しくありません');
    expect(await messageOf(yup.number().max(3), 5)).toBe('3桁以内で入力してください');
    expect(await messageOf(yup.array().max(2), [1, 2, 3])).toBe('最大2件までです');
  });

  it('checks the custom rules', async () => {
    expect(await messageOf(requiredSelect(), '')).toBe('選択してください');
    expect(await messageOf(email(), 'a@')).toBe('形式が正しくありません');
    expect(await messageOf(phone(), '03-1234-5678')).toBeNull();
    expect(await messageOf(phone(), '0312345678')).toBe('形式が正しくありません');
    expect(await messageOf(postalCode(), '123-4567')).toBeNull();
    expect(await messageOf(postalCode(), '1234567')).toBe('形式が正しくありません');
    expect(await messageOf(colour(), '#A1b2C3')).toBeNull();
    expect(await messageOf(colour(), 'A1B2C3')).toBe('#から始まる6桁の16進数で入力してください');
    expect(await messageOf(safeText(), '価格は¥100')).toBe('< > ’ " & ¥ 《 》 は使用できません');
    expect(await messageOf(safeText(), '普通の文章')).toBeNull();
    expect(await messageOf(singleLine(), '一行目\n二行目')).toBe('改行は入力できません');
    expect(await messageOf(stringBetween(2, 4), 'a')).toBe('2文字以上4文字以内で入力してください');
    expect(await messageOf(numberRange(1, 10), 11)).toBe('1〜10の範囲で入力してください');
  });

  it('checks the password confirmation', async () => {
    const schema = yup.object({ password: yup.string(), password_confirmation: passwordConfirmation() });
    expect(await messageOf(schema, { password: 'abc', password_confirmation: 'abd' })).toBe('パスワードと確認用パスワードが一致しません。');
    expect(await messageOf(schema, { password: 'abc', password_confirmation: 'abc' })).toBeNull();
  });
});
