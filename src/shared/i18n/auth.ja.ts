// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// Login, password reissue and impersonation links.
export const authJa = {
  auth: {
    email: 'メールアドレス',
    password: 'パスワード',
    login: 'ログイン',
    forgotLink: 'パスワードをお忘れの方はこちら',
    forgotLead: '登録済みのメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
    reissue: '再発行する',
    backToLogin: 'ログイン画面へ戻る',
    impersonateRunning: 'ログインしています…',
    impersonateInvalid: 'このリンクは無効か、有効期限が切れています。',
    resetTitle: 'パスワード再設定',
    resetLead: '新しいパスワードを入力してください（8文字以上）。設定すると、ログイン中の端末はすべてログアウトされます。',
    newPassword: '新しいパスワード',
    newPasswordConfirmation: '新しいパスワード（確認）',
    resetSubmit: 'パスワードを設定する',
    resetNoToken: 'リンクが正しくありません。メールに記載されたリンクをそのまま開いてください。',
    resetAgain: 'パスワード再発行をもう一度申し込む',
    toOtherLogin: { allgrow: '通常のログイン画面へ', partner: 'パートナー用ログイン画面へ' },
  },
} as const;
