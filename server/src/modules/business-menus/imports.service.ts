import type { AuthContext } from '../../http/auth-context';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { isProviderError } from '../../providers/shared/provider-errors';
import { fromGoogleFoodMenus, fromGoogleServiceItems, fromYahooMenuItems, fromYahooServices, toContractMenus, toContractServices } from './business-menus.mapper';
import { businessMenusMessagesJa as m } from './business-menus.messages.ja';
import { importableAccount, providerFailure, type MenusDeps } from './menu-sets.shared';
import { categoryIdOf, primaryCategoryOf, serviceTypesOf } from './service-types';

// Imports read the provider's current menus or services in our shape; nothing is saved until the user saves the
// form. They are refused while automatic reflection to that account is on: our copy would overwrite them anyway.

const nothing = (message: string) => ({ message, data: null });

/** Google refuses food menus on a listing whose category cannot have them (FAILED_PRECONDITION). */
const isPrecondition = (error: unknown) => isProviderError(error) && error.detail.providerStatus === 'FAILED_PRECONDITION';

export async function menuFromGoogle(deps: MenusDeps, auth: AuthContext, key: string) {
  const account = await importableAccount(deps.db, auth.company.id, key, auth.accountScope);
  try {
    const google = await providerAccessFor(deps, auth.company.id, 'google');
    const food = await google.adapter.getFoodMenus(google.credentials, { account: account.providerAccountId ?? '', location: account.providerLocationId });
    const menus = fromGoogleFoodMenus(food);
    return menus.length === 0 ? nothing(m.googleNoMenus) : { message: '', data: { menus: toContractMenus(menus, deps.config.publicOrigin) } };
  } catch (error) {
    if (isPrecondition(error)) return nothing(m.googleMenusUnsupported);
    throw providerFailure(error);
  }
}

/** Structured items are named by the service types of the listing's primary category (the id when unknown). */
async function typeNames(deps: MenusDeps, companyId: number, category: string | null): Promise<Map<string, string>> {
  if (!category) return new Map();
  try {
    return new Map((await serviceTypesOf(deps, companyId, categoryIdOf(category))).map((t) => [t.serviceTypeId, t.displayName]));
  } catch (error) {
    deps.logger.warn({ err: error, category }, 'service type names unavailable');
    return new Map();
  }
}

export async function serviceListFromGoogle(deps: MenusDeps, auth: AuthContext, key: string) {
  const account = await importableAccount(deps.db, auth.company.id, key, auth.accountScope);
  try {
    const google = await providerAccessFor(deps, auth.company.id, 'google');
    const list = await google.adapter.getServiceList(google.credentials, account.providerLocationId);
    if (list.serviceItems.length === 0) return nothing(m.googleNoServices);
    const names = await typeNames(deps, auth.company.id, await primaryCategoryOf(deps, account));
    return { message: '', data: { services: toContractServices(fromGoogleServiceItems(list.serviceItems, names)) } };
  } catch (error) {
    throw providerFailure(error);
  }
}

export async function menuServiceFromYahoo(deps: MenusDeps, auth: AuthContext, key: string) {
  const account = await importableAccount(deps.db, auth.company.id, key, auth.accountScope);
  try {
    const yahoo = await providerAccessFor(deps, auth.company.id, 'yahoo');
    const [menus, services] = await Promise.all([yahoo.adapter.getMenus(account.providerLocationId), yahoo.adapter.getServices(account.providerLocationId)]);
    if (menus.items.length === 0 && services.services.length === 0) return nothing(m.yahooNothing);
    return {
      message: '',
      data: {
        menus: toContractMenus(fromYahooMenuItems(menus.items), deps.config.publicOrigin),
        services: toContractServices(fromYahooServices(services.services)),
      },
    };
  } catch (error) {
    throw providerFailure(error);
  }
}
