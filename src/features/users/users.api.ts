import { generatedApi } from '../../api/generated/users.gen';

export type { GetUserInfoApiResponse } from '../../api/generated/users.gen';

export const usersApi = generatedApi.enhanceEndpoints({});

export const { useGetUserInfoQuery } = usersApi;

// The Yahoo dialog's OK button asks for a fresh check rather than a cached answer.
export const recheckUserInfo = () => usersApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false });
