import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    broadcastingAuth: build.mutation<
      BroadcastingAuthApiResponse,
      BroadcastingAuthApiArg
    >({
      query: (queryArg) => ({
        url: `/broadcasting/auth`,
        method: "POST",
        body: queryArg.broadcastingAuthRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type BroadcastingAuthApiResponse =
  /** status 200 The subscription signature. */ BroadcastingAuthBody;
export type BroadcastingAuthApiArg = {
  broadcastingAuthRequest: BroadcastingAuthRequest;
};
export type BroadcastingAuthBody = {
  /** {app key}:{hex HMAC-SHA256 signature} */
  auth: string;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type BroadcastingAuthRequest = {
  /** The socket id from pusher:connection_established, e.g. 1234.5678 */
  socket_id: string;
  channel_name: string;
};
export const { useBroadcastingAuthMutation } = injectedRtkApi;
