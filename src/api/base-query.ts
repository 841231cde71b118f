import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';

// The session lives in the HttpOnly access_token cookie; the console never reads it. The custom header is the
// CSRF marker the server demands on cookie-authenticated writes.
export const baseQuery = fetchBaseQuery({
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
