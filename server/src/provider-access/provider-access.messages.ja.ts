// The Japanese messages of provider access (wording per docs/glossary-ja.md): a grant that no longer works is fixed
// only by linking again, so every feature that calls a provider answers with these.
export const providerAccessMessagesJa = {
  renewLink: {
    google: 'Googleの認証の有効期限が切れています。Googleの認証画面で再度連携してください。',
    yahoo: 'Yahoo!の認証の有効期限が切れています。Yahoo!の認証画面で再度連携してください。',
  },
} as const;
