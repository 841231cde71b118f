import type { AuthContext } from '../../http/auth-context';
import { notFound, type FieldErrors } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { findMenuSet, saveMenuSet } from './business-menus.repository';
import { toContractServices } from './business-menus.mapper';
import { businessMenusMessagesJa as m } from './business-menus.messages.ja';
import type { StoredService } from './business-menus.table';
import { readPayload } from './menu-payload';
import { failIf, providerFailure, queueStoreReflections, reflectionsOf, sendAll, storeContext, type MenusDeps, type SendReflection, type StoreContext } from './menu-sets.shared';
import { primaryCategoryOf, serviceTypesOf } from './service-types';

interface ServiceInput {
  kind: 'structured' | 'free_form';
  service_type_id?: string | null;
  category?: string | null;
  name: string;
  description?: string;
}
interface ServicesPayload {
  local_account_id: string;
  services: ServiceInput[];
}

/** The store's Google primary category, or null without a Google account or when Google cannot be read now. */
async function googleCategoryOf(deps: MenusDeps, context: StoreContext): Promise<string | null> {
  const google = context.accounts.find((a) => a.provider === 'google');
  if (!google) return null;
  try {
    return await primaryCategoryOf(deps, google);
  } catch (error) {
    deps.logger.warn({ err: error, localAccountId: google.id }, 'primary category read failed');
    return null;
  }
}

async function answer(deps: MenusDeps, companyId: number, context: StoreContext, message: string) {
  const row = await findMenuSet(deps.db, companyId, context.account.storeId, 'services');
  return {
    message,
    data: {
      local_account_id: context.key,
      store_name: context.account.title,
      google_category_id: await googleCategoryOf(deps, context),
      services: toContractServices(row?.content.kind === 'services' ? row.content.services : []),
      updated_at: row ? row.updatedAt.toISOString() : null,
      reflections: await reflectionsOf(deps.db, companyId, context.accounts, 'services'),
    },
  };
}

export async function getServices(deps: MenusDeps, auth: AuthContext, key: string) {
  return answer(deps, auth.company.id, await storeContext(deps.db, auth.company.id, key, auth.accountScope), '');
}

/** A structured service must name one of the service types of the store's Google category. */
async function structuredErrors(deps: MenusDeps, companyId: number, context: StoreContext, services: readonly ServiceInput[]): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const structured = services.map((s, i) => [s, i] as const).filter(([s]) => s.kind === 'structured');
  if (structured.length === 0) return errors;
  const category = await googleCategoryOf(deps, context);
  let known = new Set<string>();
  if (category) {
    try {
      known = new Set((await serviceTypesOf(deps, companyId, category)).map((t) => t.serviceTypeId));
    } catch (error) {
      throw providerFailure(error);
    }
  }
  for (const [service, i] of structured) {
    if (!service.service_type_id) errors[`services.${i}.service_type_id`] = [m.required];
    else if (!known.has(service.service_type_id)) errors[`services.${i}.service_type_id`] = [m.serviceTypeUnknown];
  }
  return errors;
}

const toStored = (services: readonly ServiceInput[]): StoredService[] =>
  services.map((s) => ({
    kind: s.kind,
    serviceTypeId: s.kind === 'structured' ? (s.service_type_id ?? null) : null,
    category: s.kind === 'free_form' ? s.category?.trim() || null : null,
    name: s.name.trim(),
    description: (s.description ?? '').trim(),
  }));

export async function saveServices(deps: MenusDeps, auth: AuthContext, body: { payload?: unknown }, send: SendReflection) {
  const companyId = auth.company.id;
  const payload = await readPayload<ServicesPayload>(body.payload, 'ServicesPayload');
  const context = await storeContext(deps.db, companyId, payload.local_account_id, auth.accountScope);
  failIf(await structuredErrors(deps, companyId, context, payload.services));
  const now = deps.clock.now();
  const content = { kind: 'services' as const, services: toStored(payload.services) };
  const queued = await deps.db.transaction(async (tx) => {
    await saveMenuSet(tx, { companyId, storeId: context.account.storeId, content, userId: auth.user.id, now });
    return queueStoreReflections(tx, companyId, context, content, now);
  });
  await sendAll(queued, send);
  return answer(deps, companyId, context, m.servicesSaved);
}

export async function getServiceTypeMasters(deps: MenusDeps, auth: AuthContext, categoryId: string) {
  try {
    const types = await serviceTypesOf(deps, auth.company.id, categoryId);
    return { message: '', data: { category_id: categoryId, service_types: types.map((t) => ({ service_type_id: t.serviceTypeId, display_name: t.displayName })) } };
  } catch (error) {
    // Google does not know the category: the same 404 as any unknown id.
    if (isProviderError(error) && error.code === 'not_found') throw notFound();
    throw providerFailure(error);
  }
}
