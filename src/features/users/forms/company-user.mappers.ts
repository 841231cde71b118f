import type { CompanyUser, CompanyUserCreateRequest, CompanyUserUpdateRequest } from '../users.api';
import type { AssignableUserType, CompanyUserValues } from './company-user.schema';

// A support user is never edited here, so the form only ever holds the two types a company assigns.
const assignable = (type: CompanyUser['user_type'] | undefined): AssignableUserType => (type === 'store' ? 'store' : 'normal');

export const toCompanyUserValues = (user?: CompanyUser | null): CompanyUserValues => ({
  user_name: user?.user_name ?? '',
  email: user?.email ?? '',
  user_type: assignable(user?.user_type),
  local_account_ids: user?.stores.map((store) => store.key) ?? [],
});

// A normal user sees every store: the contract wants no store list for one.
const storesOf = (values: CompanyUserValues) => (values.user_type === 'store' ? [...new Set(values.local_account_ids)] : []);

export const toCreateRequest = (values: CompanyUserValues): CompanyUserCreateRequest => ({
  user_name: values.user_name.trim(),
  email: values.email.trim(),
  user_type: values.user_type,
  local_account_ids: storesOf(values),
});

export const toUpdateRequest = (values: CompanyUserValues): CompanyUserUpdateRequest => ({
  user_name: values.user_name.trim(),
  user_type: values.user_type,
  local_account_ids: storesOf(values),
});
