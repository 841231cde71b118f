import { generatedApi } from '../../api/generated/contents.gen';

export type { GetContentApiResponse } from '../../api/generated/contents.gen';

export const contentsApi = generatedApi.enhanceEndpoints({});

export const { useGetContentQuery } = contentsApi;
