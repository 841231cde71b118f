import { can, type AccessRule, type Actor, type Ownership } from '../../shared/access/access-rules';
import { ja } from '../../shared/i18n/ja';

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
const link = (id: string, rule: AccessRule, label: string, path: string): MenuLink => ({ id, rule, label, path });

// The one menu table: the side menu, the mobile dropdown and the home shortcuts all read it, in the glossary's order.
export const menuTable = (ownership: Ownership): MenuEntry[] => [
  { ...link('dashboard', 'dashboard', m.dashboard, '/dashboard'), children: [] },
  { ...link('ranking', 'ranking', m.ranking, '/ranking'), children: [link('rankingSettings', 'rankingSettings', m.rankingSettings, '/ranking/settings')] },
  {
    ...link('insight', 'insight', m.insight, '/insight'),
    children: [
      link('insightSearchQuery', 'insightSearchQuery', m.insightSearchQuery, '/insight/search-query'),
      link('insightAccessAnalysis', 'insightAccessAnalysis', m.insightAccessAnalysis, '/insight/access-analysis'),
      link('insightReport', 'insightReport', m.insightReport, '/insight/download'),
    ],
  },
  {
    ...link('posts', 'posts', m.posts, '/posts/settings'),
    children: [
      link('postHistories', 'postHistories', m.postHistories, '/posts/histories'),
      link('postInstagram', 'postInstagram', m.postInstagram, '/posts/instagram'),
      link('postTemplates', 'postTemplates', m.postTemplates, '/posts/templates'),
    ],
  },
  { ...link('media', 'media', m.media, '/media-posting'), children: [link('mediaHistory', 'mediaHistory', m.mediaHistory, '/media-posting/history')] },
  {
    ...link('review', 'review', m.review, '/review'),
    children: [
      link('reviewTemplates', 'reviewTemplates', m.reviewTemplates, '/review/management'),
      link('reviewQr', 'reviewQr', m.reviewQr, '/review/qr'),
      link('reviewAutoReply', 'reviewAutoReply', m.reviewAutoReply, '/review/auto-reply-setting'),
      link('reviewCoupon', 'reviewCoupon', m.reviewCoupon, '/review/coupon'),
    ],
  },
  {
    ...link('business', 'business', m.business, '/business'),
    children: [
      link('businessMenu', 'businessMenu', m.businessMenu, '/business/menu'),
      link('businessService', 'businessService', m.businessService, '/business/service'),
    ],
  },
  {
    ...link('mapTool', 'mapTool', m.mapTool[ownership], '/map'),
    children: [
      link('mapToolReview', 'mapTool', m.mapToolReview, '/map/review'),
      link('mapToolPost', 'mapTool', m.mapToolPost, '/map/post'),
      link('mapToolPicture', 'mapTool', m.mapToolPicture, '/map/picture'),
    ],
  },
  {
    ...link('settings', 'settings', m.settings, '/settings'),
    children: [
      link('settingsBusiness', 'settingsBusiness', m.settingsBusiness, '/settings/business'),
      link('settingsAccount', 'settingsAccount', m.settingsAccount, '/settings/account'),
      link('settingsManagement', 'settingsManagement', m.settingsManagement, '/settings/management'),
    ],
  },
  { ...link('keyword', 'keyword', m.keyword, '/keyword'), children: [link('keywordRanking', 'keyword', m.keywordRanking, '/keyword')] },
];

// An entry shows when its own rule allows it; its children are each gated by their own rule.
export const visibleMenu = (actor: Actor | null, ownership: Ownership): MenuEntry[] =>
  menuTable(ownership)
    .filter((entry) => can(actor, entry.rule))
    .map((entry) => ({ ...entry, children: entry.children.filter((child) => can(actor, child.rule)) }));
