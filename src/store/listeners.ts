import { isFulfilled, isRejectedWithValue, type TypedStartListening, type UnknownAction } from '@reduxjs/toolkit';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/base-api';
import { dialogOpened } from '../state/dialogs.slice';
import { ownershipRemembered, sessionCleared, sessionVerified, signedIn, type SessionState } from '../state/session.slice';
import { storeLogo, storeOwnership, storeUser, type SessionUser } from '../shared/storage/session-storage';
import { errorLines, hasFieldErrors, readApiError } from './api-error';
import { endpointPolicy } from './endpoint-policy';

interface RtkMeta {
  arg?: { type?: 'query' | 'mutation'; endpointName?: string; originalArgs?: unknown; queryCacheKey?: QueryCacheKey };
}
interface StateWithSession {
  session: SessionState;
  api: ReturnType<typeof baseApi.reducer>;
}
export type AppStartListening = TypedStartListening<StateWithSession>;

const metaOf = (action: UnknownAction): RtkMeta['arg'] => (action as { meta?: RtkMeta }).meta?.arg ?? {};

const isApiRejection = (action: UnknownAction) => isRejectedWithValue(action) && metaOf(action)?.endpointName !== undefined;
const isMutationSuccess = (action: UnknownAction) => isFulfilled(action) && metaOf(action)?.type === 'mutation';
const isUserInfoSuccess = (action: UnknownAction) =>
  isFulfilled(action) && metaOf(action)?.type === 'query' && metaOf(action)?.endpointName === 'getUserInfo';

interface UserInfoPayload {
  data?: { y_is_expired?: boolean; url?: string | null; message?: string | null };
  user_infomation?: SessionUser;
}

export const registerAppListeners = (startListening: AppStartListening) => {
  startListening({
    predicate: isApiRejection,
    effect: (action, api) => {
      const arg = metaOf(action) ?? {};
      const endpointName = arg.endpointName ?? '';
      const { status, body } = readApiError((action as { payload?: unknown }).payload);
      if (arg.type === 'query') {
        // A failed query must not keep showing the data of an earlier success.
        const queryCacheKey = arg.queryCacheKey;
        if (queryCacheKey) {
          api.dispatch(baseApi.internalActions.queryResultPatched({ queryCacheKey, patches: [{ op: 'replace', path: [], value: undefined }] }));
        }
      }
      if (status === 401) {
        if (api.getState().session.user) api.dispatch(sessionCleared());
        return;
      }
      if (status === 429) {
        api.dispatch(dialogOpened({ id: 'busy', props: {} }));
        return;
      }
      const policy = endpointPolicy(endpointName);
      if (policy.errorDialog === false) return;
      if (policy.fieldErrorsOnForm && status === 422 && hasFieldErrors(body)) return;
      api.dispatch(dialogOpened({ id: 'error', props: { lines: errorLines(body) } }));
    },
  });

  startListening({
    predicate: isMutationSuccess,
    effect: (action, api) => {
      const endpointName = metaOf(action)?.endpointName ?? '';
      if (endpointPolicy(endpointName).successDialog === false) return;
      const payload = (action as { payload?: { message?: unknown } }).payload;
      const message = typeof payload?.message === 'string' && payload.message ? payload.message : '';
      api.dispatch(dialogOpened({ id: 'success', props: { message } }));
    },
  });

  startListening({
    predicate: isUserInfoSuccess,
    effect: (action, api) => {
      const payload = (action as { payload?: UserInfoPayload }).payload;
      if (payload?.user_infomation) api.dispatch(sessionVerified(payload.user_infomation));
      if (payload?.data?.y_is_expired) {
        api.dispatch(dialogOpened({ id: 'yahooExpired', props: { message: payload.data.message ?? '', url: payload.data.url ?? null } }));
      }
    },
  });

  // localStorage mirrors the session slice; nothing else writes these keys.
  startListening({
    predicate: (action) => signedIn.match(action) || sessionVerified.match(action),
    effect: (action) => {
      if (signedIn.match(action) || sessionVerified.match(action)) {
        storeUser(action.payload);
        storeOwnership(action.payload.ownership);
        storeLogo(action.payload.logo);
      }
    },
  });
  startListening({
    actionCreator: ownershipRemembered,
    effect: (action) => storeOwnership(action.payload),
  });
  startListening({
    actionCreator: sessionCleared,
    effect: (_action, api) => {
      storeUser(null);
      api.dispatch(baseApi.util.resetApiState());
    },
  });
};
