import { copyToClipboard } from './clipboard';

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

describe('copyToClipboard', () => {
  afterEach(() => setClipboard(undefined));

  it('reports an unsupported browser', async () => {
    setClipboard(undefined);
    expect(await copyToClipboard('x')).toEqual({ ok: false, message: 'お使いのブラウザではクリップボードを使用できません' });
  });

  it('reports URL and code copies', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    expect(await copyToClipboard('https://example.jp')).toEqual({ ok: true, message: 'URLをコピーしました' });
    expect(await copyToClipboard('ABC', 'code')).toEqual({ ok: true, message: 'コードをコピーしました' });
    expect(writeText).toHaveBeenCalledWith('https://example.jp');
  });

  it('reports a failed copy', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    expect(await copyToClipboard('x')).toEqual({ ok: false, message: 'コピーできませんでした' });
  });
});
