import { can, type AccessRule, type Actor, type Ownership } from '../../shared/access/access-rules';
import { ja } from '../../shared/i18n/ja';
import { alertsJa } from '../../shared/i18n/alerts.ja';
import { supportJa } from '../../shared/i18n/support.ja';
import { paths, type AppPath } from '../paths';

export interface MenuLink {
  // Unique within the table; e2e reads it as data-menu-id.
  id: string;
  // The access rule gating this link; rendered as data-menu-key.
  rule: AccessRule;
  label: string;
  path: string;
}

export interface MenuEntry extends MenuLink {
  children: MenuLink[];
}

const m = ja.menu;
// Paths come from paths.ts only, so the menu and the routes cannot drift apart.
const link = (id: string, rule: AccessRule, label: string, path: AppPath): MenuLink => ({ id, rule, label, path });

// The one menu table: the side menu, the mobile dropdown and the home shortcuts all read it, in the glossary's order.
export const menuTable = (ownership: Ownership): MenuEntry[] => [
  { ...link('dashboard', 'dashboard', m.dashboard, paths.dashboard), children: [] },
  { ...link('ranking', 'ranking', m.ranking, paths.ranking), children: [link('rankingSettings', 'rankingSettings', m.rankingSettings, paths.rankingSettings)] },
  {
    ...link('insight', 'insight', m.insight, paths.insight),
    children: [
      link('insightSearchQuery', 'insightSearchQuery', m.insightSearchQuery, paths.insightSearchQuery),
      link('insightAccessAnalysis', 'insightAccessAnalysis', m.insightAccessAnalysis, paths.insightAccessAnalysis),
      link('insightReport', 'insightReport', m.insightReport, paths.insightReport),
    ],
  },
  {
    ...link('posts', 'posts', m.posts, paths.posts),
    children: [
      link('postHistories', 'postHistories', m.postHistories, paths.postHistories),
      link('postInstagram', 'postInstagram', m.postInstagram, paths.postInstagram),
      link('postTemplates', 'postTemplates', m.postTemplates, paths.postTemplates),
    ],
  },
  { ...link('media', 'media', m.media, paths.media), children: [link('mediaHistory', 'mediaHistory', m.mediaHistory, paths.mediaHistory)] },
  {
    ...link('review', 'review', m.review, paths.review),
    children: [
      link('reviewTemplates', 'reviewTemplates', m.reviewTemplates, paths.reviewTemplates),
      link('reviewQr', 'reviewQr', m.reviewQr, paths.reviewQr),
      link('reviewAutoReply', 'reviewAutoReply', m.reviewAutoReply, paths.reviewAutoReply),
      link('reviewCoupon', 'reviewCoupon', m.reviewCoupon, paths.reviewCoupon),
    ],
  },
  {
    ...link('business', 'business', m.business, paths.business),
    children: [
      link('businessMenu', 'businessMenu', m.businessMenu, paths.businessMenu),
      link('businessService', 'businessService', m.businessService, paths.businessService),
    ],
  },
  {
    ...link('mapTool', 'mapTool', m.mapTool[ownership], paths.mapTool),
    children: [
      link('mapToolReview', 'mapTool', m.mapToolReview, paths.mapToolReview),
      link('mapToolPost', 'mapTool', m.mapToolPost, paths.mapToolPost),
      link('mapToolPicture', 'mapTool', m.mapToolPicture, paths.mapToolPicture),
    ],
  },
  {
    ...link('settings', 'settings', m.settings, paths.settings),
    children: [
      link('settingsBusiness', 'settingsBusiness', m.settingsBusiness, paths.settingsBusiness),
      link('settingsAccount', 'settingsAccount', m.settingsAccount, paths.settingsAccount),
      link('settingsManagement', 'settingsManagement', m.settingsManagement, paths.settingsManagement),
    ],
  },
  // Every signed-in user's own alerts (store users included, who have no 設定 menu).
  { ...link('alerts', 'alerts', alertsJa.menu, paths.settingsAlerts), children: [] },
  { ...link('keyword', 'keyword', m.keyword, paths.keyword), children: [link('keywordRanking', 'keyword', m.keywordRanking, paths.keyword)] },
  // Support staff's own screens; the rule is the one their operations carry in the contract.
  { ...link('supportImpersonation', 'impersonate', supportJa.menu.impersonation, paths.supportImpersonation), children: [] },
  { ...link('supportAuditLogs', 'impersonate', supportJa.menu.auditLogs, paths.supportAuditLogs), children: [] },
];

// An entry shows when its own rule allows it; its children are each gated by their own rule.
export const visibleMenu = (actor: Actor | null, ownership: Ownership): MenuEntry[] =>
  menuTable(ownership)
    .filter((entry) => can(actor, entry.rule))
    .map((entry) => ({ ...entry, children: entry.children.filter((child) => can(actor, child.rule)) }));
