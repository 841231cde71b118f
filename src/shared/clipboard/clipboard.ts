import { ja } from '../i18n/ja';

export type CopyKind = 'code' | 'url';
export interface CopyResult {
  ok: boolean;
  message: string;
}

export const copyToClipboard = async (text: string, kind: CopyKind = 'url'): Promise<CopyResult> => {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return { ok: false, message: ja.clipboard.unsupported };
  try {
    await clipboard.writeText(text);
    return { ok: true, message: kind === 'code' ? ja.clipboard.codeCopied : ja.clipboard.urlCopied };
  } catch {
    return { ok: false, message: ja.clipboard.failed };
  }
};
