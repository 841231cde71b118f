import type { Actor, ContractFlags } from '../../../src/shared/access/access-rules';
import type { Config } from '../config';
import type { CompanyRow, UserRow } from './tenancy.table';

export const contractFlags = (c: CompanyRow): ContractFlags => ({
  has_ranking_contract: c.hasRankingContract,
  has_review_contract: c.hasReviewContract,
  meo_analytics_flag: c.meoAnalyticsFlag,
  meo_analytics_with_measure_flag: c.meoAnalyticsWithMeasureFlag,
  has_y_ranking_contract: c.hasYRankingContract,
  y_meo_analytics_flag: c.yMeoAnalyticsFlag,
  y_meo_analytics_with_measure_flag: c.yMeoAnalyticsWithMeasureFlag,
});

export interface UserInfomation extends Actor {
  disp_user_id: string;
  logo: string | null;
  corporate_name: string;
  user_name: string;
  email: string;
  impersonated_by?: string | null;
}

export const toUserInfomation = (
  user: UserRow,
  company: CompanyRow,
  isImpersonate: boolean,
  config: Pick<Config, 'linkManagementUserIds'>,
  // The support person's display name; only an impersonated session carries the field, so the banner can say who acts.
  impersonatedBy: string | null = null,
): UserInfomation => ({
  disp_user_id: user.dispUserId,
  user_type: user.userType,
  is_impersonate: isImpersonate,
  ownership: company.ownership,
  logo: company.logoUrl,
  corporate_name: company.corporateName,
  user_name: user.userName,
  email: user.email,
  contracted_contents: contractFlags(company),
  can_manage_links: config.linkManagementUserIds.includes(user.dispUserId),
  ...(isImpersonate ? { impersonated_by: impersonatedBy } : {}),
});

export const toActor = (info: UserInfomation): Actor => ({
  ownership: info.ownership,
  user_type: info.user_type,
  is_impersonate: info.is_impersonate,
  can_manage_links: info.can_manage_links,
  contracted_contents: info.contracted_contents,
});
