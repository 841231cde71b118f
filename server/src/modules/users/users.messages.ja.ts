// Every Japanese message of user management and the signed-in user's own settings (wording per docs/glossary-ja.md).
export const usersMessagesJa = {
  created: 'ユーザーを作成し、招待メールを送信しました',
  updated: 'ユーザー情報を更新しました',
  deleted: (n: number) => `${n}件のユーザーを削除しました`,
  invitationResent: '招待メールを再送信しました',
  profileUpdated: '氏名を更新しました',
  emailChangeSent: '新しいメールアドレスに確認メールを送信しました。メール内のリンクを開くと変更が完了します。',
  emailChanged: 'メールアドレスを変更しました',
  passwordChanged: 'パスワードを変更しました',
  logoSaved: 'ロゴを設定しました',
  logoDeleted: 'ロゴを削除しました',
  errors: {
    logoTypeUnsupported: 'ロゴはPNGまたはJPEGの画像を選択してください',
    logoTooLarge: 'ロゴのファイルサイズは2MB以下にしてください',
    logoUnreadable: 'ロゴの画像を読み込めませんでした。別の画像を選択してください',
    emailFormat: 'メールアドレスの形式が正しくありません',
    emailTaken: 'このメールアドレスはすでに使用されています',
    emailUnchanged: '現在のメールアドレスと同じです',
    storesRequired: '店舗ユーザーには閲覧できる店舗を1つ以上選択してください',
    storesForNormal: '通常ユーザーはすべての店舗を閲覧できるため、店舗は選択できません',
    lastNormalUser: '通常ユーザーが1人もいなくなるため、この操作はできません',
    deleteSelf: 'ご自身のアカウントは削除できません',
    demoteSelf: 'ご自身の種別は変更できません',
    supportNotEditable: 'サポートユーザーはこの画面では変更できません',
    invitationNotPending: 'このユーザーはすでにパスワードを設定済みです',
    currentPasswordWrong: '現在のパスワードが正しくありません',
    passwordMismatch: 'パスワードと確認用パスワードが一致しません。',
    passwordSame: '現在のパスワードと異なるパスワードを入力してください',
    emailLinkInvalid: 'このリンクは無効か、有効期限が切れています',
  },
  mail: {
    invitationSubject: '【MEO管理画面】ユーザー登録のご案内',
    invitationBody: (name: string, corporateName: string, url: string, hours: number) =>
      `${name} 様\n\n${corporateName} の管理画面にユーザーとして登録されました。\n以下のリンクからパスワードを設定してください（有効期限: ${hours}時間、1回のみ有効）。\n\n${url}\n\nパスワードを設定すると、このメールアドレスでログインできます。\nお心当たりがない場合は、このメールを破棄してください。\n`,
    emailChangeSubject: '【MEO管理画面】メールアドレス変更の確認',
    emailChangeBody: (name: string, url: string, hours: number) =>
      `${name} 様\n\nログイン用メールアドレスの変更を受け付けました。\n以下のリンクを開くと、このメールアドレスへの変更が完了します（有効期限: ${hours}時間、1回のみ有効）。\n\n${url}\n\nお心当たりがない場合は、このメールを破棄してください。メールアドレスは変更されません。\n`,
    emailChangedNoticeSubject: '【MEO管理画面】メールアドレスが変更されました',
    emailChangedNoticeBody: (name: string, newEmail: string) =>
      `${name} 様\n\nログイン用メールアドレスが ${newEmail} に変更されました。\nお心当たりがない場合は、管理者にご連絡ください。\n`,
  },
} as const;
