export const demoPassword = 'demo-pass-1234';

export const accounts = {
  owner: { email: 'owner@demo.example', ownership: 'allgrow', corporateName: '株式会社デモフーズ' },
  staff: { email: 'staff@demo.example', ownership: 'allgrow', corporateName: '株式会社デモフーズ' },
  partner: { email: 'partner@demo.example', ownership: 'partner', corporateName: 'パートナー商事株式会社' },
  support: { email: 'support@demo.example', ownership: 'allgrow', corporateName: '運営サポート' },
} as const;

export type AccountKey = keyof typeof accounts;

export const loginPath = (ownership: 'allgrow' | 'partner') => (ownership === 'allgrow' ? '/login' : '/user-login');
