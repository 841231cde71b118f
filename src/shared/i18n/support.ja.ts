// Support staff's own screens (impersonation links, the audit log) and the banner of an impersonated session.
export const supportJa = {
  menu: {
    impersonation: 'なりすましリンク発行',
    auditLogs: '代理ログインの操作履歴',
  },
  title: {
    impersonation: 'なりすましリンク発行',
    auditLogs: '代理ログインの操作履歴',
  },
  banner: {
    label: '代理ログイン中',
    // Read as one sentence: 「サポート担当 {support} が {company} {user}様 として操作しています。」. A session stored before
    // the server named the support person falls back to the team's name.
    actingBy: (supportName: string | null) => (supportName ? `サポート担当 ${supportName} が` : '運営サポートが'),
    honoured: (userName: string) => `${userName}様`,
    actingTail: 'として操作しています。',
    end: '代理ログインを終了',
  },
  audit: {
    succeeded: '成功',
    failed: (status: number) => `失敗（${status}）`,
  },
} as const;
