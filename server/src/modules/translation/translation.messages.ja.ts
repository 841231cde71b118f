// Every Japanese message of review translation.
export const translationMessagesJa = {
  failed: '翻訳に失敗しました。しばらく時間をおいてから再度お試しください。',
  unsupportedLanguage: '翻訳先の言語を選択肢から選択してください',
} as const;
