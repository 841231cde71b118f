import { auditHandlers } from '../modules/audit/audit.handlers';
import { authHandlers } from '../modules/auth/auth.handlers';
import { contentsHandlers } from '../modules/contents/contents.handlers';
import { exportsHandlers } from '../modules/exports/exports.handlers';
import { groupsHandlers } from '../modules/groups/groups.handlers';
import { localAccountsHandlers } from '../modules/local-accounts/local-accounts.handlers';
import { newsHandlers } from '../modules/news/news.handlers';
import { systemHandlers } from '../modules/system/system.handlers';
import { usersHandlers } from '../modules/users/users.handlers';
import { realtimeHandlers } from '../realtime/realtime.handlers';
import type { HandlerRegistry } from './handler-types';

// operationId → handler. The type demands every operation of the contract; a test checks there are no extras.
export const handlers: HandlerRegistry = {
  ...systemHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...newsHandlers,
  ...contentsHandlers,
  ...auditHandlers,
  ...localAccountsHandlers,
  ...groupsHandlers,
  ...exportsHandlers,
  ...realtimeHandlers,
};
