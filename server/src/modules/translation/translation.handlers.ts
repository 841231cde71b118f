import type { ModuleHandlers } from '../../http/handler-types';
import { listLanguages, translateTexts } from './translation.service';

export const translationHandlers: ModuleHandlers<'translateTexts' | 'listTranslationLanguages'> = {
  translateTexts: async ({ deps, body }) => translateTexts(deps, body),
  listTranslationLanguages: async () => listLanguages(),
};
