import type { UserInfomation } from '../api/generated/auth.gen';
import type { ListNewsApiResponse } from '../api/generated/news.gen';
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
