import type { UserInfomation } from '../api/generated/auth.gen';
import type { ListNewsApiResponse } from '../api/generated/news.gen';
import type { ListLocalAccountsApiResponse } from '../api/generated/local-accounts.gen';
import type { ContractFlags } from '../shared/access/access-rules';

export const allFlags = (value: boolean): ContractFlags => ({
  has_ranking_contract: value,
  has_review_contract: value,
  meo_analytics_flag: value,
  meo_analytics_with_measure_flag: value,
  has_y_ranking_contract: value,
  y_meo_analytics_flag: value,
  y_meo_analytics_with_measure_flag: value,
});

export const makeUser = (overrides: Partial<UserInfomation> = {}): UserInfomation => ({
  disp_user_id: 'U0001',
  user_type: 'normal',
  is_impersonate: false,
  ownership: 'allgrow',
  logo: null,
  corporate_name: '株式会社テスト',
  user_name: '山田太郎',
  email: 'yamada@example.jp',
  contracted_contents: allFlags(true),
  can_manage_links: false,
  ...overrides,
});

export const makeNews = (count: number, total = count, page = 1, pageSize = 10): ListNewsApiResponse => ({
  data: Array.from({ length: count }, (_, i) => ({
    id: (page - 1) * pageSize + i + 1,
    category: ((i % 3) + 1) as 1 | 2 | 3,
    title: `お知らせ${(page - 1) * pageSize + i + 1}`,
    published_at: '2025/04/01',
    is_read: i % 2 === 1,
  })),
  pagination: { page, page_size: pageSize, total, current_page: page, last_page: Math.max(1, Math.ceil(total / pageSize)) },
});

// Linked accounts for the store picker and link management: `google` Google stores (every 10th in business info
// group 1, every 100th in custom group 9) and `yahoo` Yahoo stores.
export const makeLocalAccounts = (google: number, yahoo = 0): ListLocalAccountsApiResponse => ({
  data: {
    local_accounts: Array.from({ length: google }, (_, i) => ({
      local_account_id: `g_${i + 1}`,
      title: `テスト店${i + 1}`,
      store_id: i + 1,
      store_code: `S-${String(i + 1).padStart(4, '0')}`,
      address: '東京都渋谷区1-2-3',
      phone: null,
      is_selected: true,
      business_info_group_ids: i % 10 === 0 ? [1] : [],
      custom_group_ids: i % 100 === 0 ? [9] : [],
    })),
    y_local_accounts: Array.from({ length: yahoo }, (_, i) => ({
      y_local_account_id: `y_${i + 1}`,
      y_local_account_name: `ヤフー店${i + 1}`,
      store_id: i + 1,
      store_code: `S-${String(i + 1).padStart(4, '0')}`,
      address: '大阪府大阪市1-2-3',
      phone: null,
      is_selected: true,
      paired_local_account_id: null,
      business_info_group_ids: [],
      custom_group_ids: [],
    })),
    business_info_groups: [{ id: 1, name: '関東エリア' }],
    custom_groups: [{ id: 9, name: '旗艦店' }],
  },
});
