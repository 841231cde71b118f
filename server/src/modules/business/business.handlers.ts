import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { updateAutoReflection } from './auto-reflection.service';
import { getListing, listListingChanges, listListings, reflectNow, refreshListing, saveListing } from './listing.service';

type BusinessOperation =
  | 'listBusinessListings' | 'getBusinessListing' | 'updateBusinessListing' | 'reflectBusinessListing' | 'refreshBusinessListing'
  | 'listBusinessListingChanges' | 'updateAutoReflection';

export const businessHandlers: ModuleHandlers<BusinessOperation> = {
  listBusinessListings: async ({ deps, auth, query }) => listListings(deps, requireAuth(auth), query),
  getBusinessListing: async ({ deps, auth, params }) => getListing(deps, requireAuth(auth), params.id),
  updateBusinessListing: async ({ deps, auth, params, body }) => saveListing(deps, requireAuth(auth), params.id, body),
  reflectBusinessListing: async ({ deps, auth, params, body }) => reflectNow(deps, requireAuth(auth), params.id, body.providers),
  refreshBusinessListing: async ({ deps, auth, params }) => refreshListing(deps, requireAuth(auth), params.id),
  listBusinessListingChanges: async ({ deps, auth, params, query }) => listListingChanges(deps, requireAuth(auth), params.id, query),
  updateAutoReflection: async ({ deps, auth, body }) => updateAutoReflection(deps, requireAuth(auth), body.local_accounts, body.auto_reflect),
};
