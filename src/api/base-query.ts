import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { realtimeChannelReady } from '../state/realtime-channel.slice';
import { endpointPolicy } from '../store/endpoint-policy';

// The session lives in the HttpOnly access_token cookie; the console never reads it. The custom header is the
// CSRF marker the server demands on cookie-authenticated writes.
const fetchQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    headers.set('Accept', 'application/json');
    return headers;
  },
  paramsSerializer: (params) => {
    // Array params are sent comma-joined, as the original contract expects.
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null || value === '') continue;
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    return search.toString();
  },
});

export const baseQuery: typeof fetchQuery = async (args, api, extraOptions) => {
  if (endpointPolicy(api.endpoint).waitsForRealtime) await api.dispatch(realtimeChannelReady());
  return fetchQuery(args, api, extraOptions);
};
