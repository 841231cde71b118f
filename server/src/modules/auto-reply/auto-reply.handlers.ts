import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { decideAutoReply, listAutoReplies } from './auto-replies.service';
import { getAutoReplySetting, listAutoReplySettings, switchAutoReply, updateAutoReplySettings } from './auto-reply-settings.service';

type AutoReplyOperation = 'listAutoReplySettings' | 'updateAutoReplySettings' | 'getAutoReply' | 'updateAutoReply' | 'listAutoReplies' | 'decideAutoReply';

export const autoReplyHandlers: ModuleHandlers<AutoReplyOperation> = {
  listAutoReplySettings: async ({ deps, auth, query }) => listAutoReplySettings(deps, requireAuth(auth), query),
  updateAutoReplySettings: async ({ deps, auth, body }) => updateAutoReplySettings(deps, requireAuth(auth), body),
  getAutoReply: async ({ deps, auth, query }) => getAutoReplySetting(deps, requireAuth(auth), query.local_account_id),
  updateAutoReply: async ({ deps, auth, body }) => switchAutoReply(deps, requireAuth(auth), body),
  listAutoReplies: async ({ deps, auth, query }) => listAutoReplies(deps, requireAuth(auth), query),
  decideAutoReply: async ({ deps, auth, params, body }) => decideAutoReply(deps, requireAuth(auth), params.id, body),
};
