import { generatedApi } from '../../api/generated/news.gen';

export type { ListNewsApiResponse, GetNewsDetailApiResponse } from '../../api/generated/news.gen';

export const newsApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['NewsUnread'],
  endpoints: {
    getNewsInfoFlg: { providesTags: ['NewsUnread'] },
    // Reading a detail marks it read on the server, so the unread badge must be asked again.
    getNewsDetail: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(newsApi.util.invalidateTags(['NewsUnread']));
      },
    },
  },
});

export const { useListNewsQuery, useGetNewsDetailQuery, useGetNewsInfoFlgQuery } = newsApi;
