import { factsProblem, mediaKind, sizeProblem, typeProblem } from './media-rules';

describe('media rules', () => {
  it('tells photos from videos by type and refuses anything else', () => {
    expect(mediaKind('image/jpeg')).toBe('photo');
    expect(mediaKind('image/png')).toBe('photo');
    expect(mediaKind('video/mp4')).toBe('video');
    expect(mediaKind('video/quicktime')).toBe('video');
    expect(mediaKind('image/svg+xml')).toBeNull();
    expect(mediaKind('image/gif')).toBeNull();
    expect(typeProblem('video/webm')).toBe('JPEG・PNGの写真、またはMP4・MOVの動画を選択してください');
    expect(typeProblem('video/quicktime')).toBeNull();
  });

  it('checks sizes per kind at the provider bounds', () => {
    expect(sizeProblem('photo', 10 * 1024 - 1)).toBe('写真のファイルサイズは10KB以上にしてください');
    expect(sizeProblem('photo', 10 * 1024)).toBeNull();
    expect(sizeProblem('photo', 5 * 1024 * 1024)).toBeNull();
    expect(sizeProblem('photo', 5 * 1024 * 1024 + 1)).toBe('写真のファイルサイズは5MB以下にしてください');
    expect(sizeProblem('video', 1024)).toBeNull();
    expect(sizeProblem('video', 75 * 1024 * 1024 + 1)).toBe('動画のファイルサイズは75MB以下にしてください');
  });

  it('checks what the browser read, leaving what it could not read to the server', () => {
    const photo = { kind: 'photo' as const, durationSeconds: null };
    const video = { kind: 'video' as const, width: null, height: null };
    expect(factsProblem({ ...photo, width: 250, height: 250 })).toBeNull();
    expect(factsProblem({ ...photo, width: 249, height: 900 })).toBe('写真は縦横250ピクセル以上にしてください');
    expect(factsProblem({ ...photo, width: null, height: null, unreadable: true })).toBe('ファイルを読み込めませんでした');
    expect(factsProblem({ ...video, durationSeconds: 0.9 })).toBe('動画が短すぎます');
    expect(factsProblem({ ...video, durationSeconds: 1 })).toBeNull();
    expect(factsProblem({ ...video, durationSeconds: 30 })).toBeNull();
    expect(factsProblem({ ...video, durationSeconds: 30.5 })).toBe('動画は30秒以内にしてください');
    expect(factsProblem({ ...video, durationSeconds: null })).toBeNull();
  });
});
