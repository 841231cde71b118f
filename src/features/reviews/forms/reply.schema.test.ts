import { replySchema } from './reply.schema';

const errorOf = async (comment: string) => {
  try {
    await replySchema.validate({ comment });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('reply schema', () => {
  it('requires text, allows 4,096 characters and no forbidden characters', async () => {
    expect(await errorOf('   ')).toBe('入力してください');
    expect(await errorOf('あ'.repeat(4096))).toBeNull();
    expect(await errorOf('あ'.repeat(4097))).toBe('4,096文字以内で入力してください');
    for (const c of ['<', '>', '’', '"', '&', '¥', '《', '》']) expect(await errorOf(`ありがとう${c}`)).toBe('< > ’ " & ¥ 《 》 は使用できません');
    expect(await errorOf('ご来店ありがとうございました。\nまたお待ちしております！')).toBeNull();
  });
});
