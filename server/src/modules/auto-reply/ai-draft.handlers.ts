import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { createAiDraft, replyPrompts } from './ai-draft.service';

export const aiDraftHandlers: ModuleHandlers<'getReplyPrompts' | 'createAutoReply'> = {
  getReplyPrompts: async () => replyPrompts(),
  createAutoReply: async ({ deps, auth, body }) => createAiDraft(deps, requireAuth(auth), body),
};
