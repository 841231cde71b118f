import { auditHandlers } from '../modules/audit/audit.handlers';
import { authHandlers } from '../modules/auth/auth.handlers';
import { contentsHandlers } from '../modules/contents/contents.handlers';
import { newsHandlers } from '../modules/news/news.handlers';
import { systemHandlers } from '../modules/system/system.handlers';
import { usersHandlers } from '../modules/users/users.handlers';
import type { HandlerRegistry } from './handler-types';

// operationId → handler. The type demands every operation of the contract; a test checks there are no extras.
export const handlers: HandlerRegistry = {
  ...systemHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...newsHandlers,
  ...contentsHandlers,
  ...auditHandlers,
};
