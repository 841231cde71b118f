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
    actingAs: (corporateName: string, userName: string) => `運営サポートとして ${corporateName} ${userName}様 のアカウントで操作しています。`,
    end: '代理ログインを終了',
  },
  audit: {
    succeeded: '成功',
    failed: (status: number) => `失敗（${status}）`,
  },
} as const;
