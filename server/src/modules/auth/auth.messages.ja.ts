// Japanese messages of the password reset link and the login page hints (docs/glossary-ja.md).
export const authMessagesJa = {
  resetDone: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  resetLinkInvalid: 'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度パスワード再発行をお申し込みください。',
  // Only answered when the password is right, so it tells nothing to someone who does not already hold the account.
  wrongLoginPage: {
    partner: 'このアカウントはパートナー用ログイン画面（/user-login）からログインしてください',
    allgrow: 'このアカウントは通常のログイン画面（/login）からログインしてください',
  },
} as const;
