// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// Login, password reissue and impersonation links.
export const authJa = {
  auth: {
    email: 'メールアドレス',
    password: 'パスワード',
    login: 'ログイン',
    forgotLink: 'パスワードをお忘れの方はこちら',
    forgotLead: '登録済みのメールアドレスを入力してください。新しいパスワードをお送りします。',
    reissue: '再発行する',
    backToLogin: 'ログイン画面へ戻る',
    impersonateRunning: 'ログインしています…',
    impersonateInvalid: 'このリンクは無効か、有効期限が切れています。',
  },
} as const;
