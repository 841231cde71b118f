// Part of the Japanese catalogue, composed into `ja` by ja.ts.
// The home screen: latest news, shortcuts, the impersonation link form and its audit log.
export const homeJa = {
  home: {
    latestNews: '最新のお知らせ',
    shortcuts: 'メニュー',
    noNews: 'お知らせはありません。',
    impersonation: 'なりすましリンク発行',
    impersonationEmail: '対象ユーザーのメールアドレス',
    impersonationIssue: '発行する',
    impersonationUrl: '発行されたURL',
    impersonationExpires: '有効期限',
  },
  audit: {
    title: '代理ログインの操作履歴',
    empty: '代理ログインの操作履歴はまだありません。',
    time: '日時',
    actor: '操作した担当者',
    subject: '代理ログイン先',
    operation: '操作',
    status: '結果',
    unknown: '（削除済み）',
  },
} as const;
