import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

// The one createApi of the console: every generated domain injects its endpoints here.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
