// The one rules table: the console's menu gating and the server's authorisation both read it, so what a user sees
// in the menu is exactly what the server lets them call (spec section 6). Pure data and functions, no imports, so
// it can be shared by the browser bundle and the server.

export type Ownership = 'allgrow' | 'partner';
export type UserType = 'normal' | 'store' | 'support';

export interface ContractFlags {
  has_ranking_contract: boolean;
  has_review_contract: boolean;
  meo_analytics_flag: boolean;
  meo_analytics_with_measure_flag: boolean;
  has_y_ranking_contract: boolean;
  y_meo_analytics_flag: boolean;
  y_meo_analytics_with_measure_flag: boolean;
}

export interface Actor {
  ownership: Ownership;
  user_type: UserType;
  is_impersonate: boolean;
  can_manage_links: boolean;
  contracted_contents: ContractFlags;
}

type Rule = (actor: Actor) => boolean;

const google: Rule = (a) => a.contracted_contents.meo_analytics_flag;
const yahoo: Rule = (a) => a.contracted_contents.y_meo_analytics_flag;
const analytics: Rule = (a) => google(a) || yahoo(a);
const measure: Rule = (a) =>
  a.contracted_contents.meo_analytics_with_measure_flag || a.contracted_contents.y_meo_analytics_with_measure_flag;
const rankingContract: Rule = (a) => a.contracted_contents.has_ranking_contract || a.contracted_contents.has_y_ranking_contract;
const normal: Rule = (a) => a.user_type === 'normal';
const posts: Rule = (a) => analytics(a) || (a.is_impersonate && rankingContract(a));
const settings: Rule = (a) => normal(a) || a.is_impersonate;

export const accessRules = {
  public: () => true,
  signedIn: () => true,
  dashboard: google,
  ranking: measure,
  rankingSettings: measure,
  // Rank data is read from the ranking menu (measure flags) and from the keyword section (ranking contracts); the
  // service narrows a session without the measure flags to contracted keywords.
  rankingView: (a) => measure(a) || rankingContract(a),
  insight: analytics,
  insightSearchQuery: google,
  insightAccessAnalysis: yahoo,
  insightReport: analytics,
  posts,
  postHistories: posts,
  postInstagram: (a) => posts(a) && google(a),
  postTemplates: (a) => posts(a) && normal(a),
  media: google,
  mediaHistory: google,
  review: analytics,
  reviewTemplates: (a) => analytics(a) && normal(a),
  reviewQr: (a) => google(a) && normal(a),
  reviewAutoReply: analytics,
  reviewCoupon: google,
  business: analytics,
  businessMenu: analytics,
  businessService: analytics,
  mapTool: (a) => a.contracted_contents.has_review_contract,
  settings,
  settingsBusiness: settings,
  settingsAccount: settings,
  settingsLogo: (a) => settings(a) && a.ownership === 'partner',
  settingsManagement: (a) => settings(a) && a.can_manage_links,
  keyword: rankingContract,
  // Every user of a company chooses their own alerts (a store user's cover only their stores; the server narrows them).
  // Operator staff have no stores of their own: only while impersonating someone.
  alerts: (a) => a.user_type !== 'support' || a.is_impersonate,
  // Operator-only: support staff who are themselves signed in, never a session that is impersonating someone.
  impersonate: (a) => a.user_type === 'support' && !a.is_impersonate,
} satisfies Record<string, Rule>;

export type AccessRule = keyof typeof accessRules;

export const isAccessRule = (name: string): name is AccessRule => Object.hasOwn(accessRules, name);

export const can = (actor: Actor | null, rule: AccessRule): boolean => {
  if (rule === 'public') return true;
  if (!actor) return false;
  return accessRules[rule](actor);
};
