import { http } from 'msw';
import type {
  ListMediaPostHistoriesApiResponse,
  ListMediaPostsApiResponse,
  MediaPost,
  MediaPostHistory,
  MediaPostTarget,
} from '../../../features/media-posting/media-posting.api';
import { json } from '../../../testing/handlers';

export const page = <T,>(data: T[]) => ({ data, pagination: { page: 1, page_size: 20, total: data.length, current_page: 1, last_page: 1 } });

export const target = (historyId: number, overrides: Partial<MediaPostTarget> = {}): MediaPostTarget => ({
  history_id: historyId,
  local_account_id: `g_${historyId}`,
  store_name: `テスト店${historyId}`,
  status: 0,
  error_message: null,
  posted_at: null,
  google_url: null,
  ...overrides,
});

export const mediaPost = (id: number, overrides: Partial<MediaPost> = {}): MediaPost => {
  const targets = overrides.targets ?? [target(id * 10 + 1), target(id * 10 + 2)];
  const count = (status: number) => targets.filter((t) => t.status === status).length;
  return {
    id,
    media_format: 'PHOTO',
    category: 'EXTERIOR',
    description: null,
    file_size: 120_000,
    width: 1200,
    height: 900,
    duration_seconds: null,
    thumbnail_url: `/api/media-post/thumbnails/${id}`,
    scheduled_at: '2026/12/01 10:00',
    status: 0,
    status_counts: { waiting: count(0), processing: count(4), posted: count(1), failed: count(2), cancelled: count(3) },
    targets,
    created_at: '2026/11/20 09:00',
    ...overrides,
  };
};

export const history = (id: number, overrides: Partial<MediaPostHistory> = {}): MediaPostHistory => ({
  id,
  media_post_id: 1,
  local_account_id: `g_${id}`,
  store_name: `テスト店${id}`,
  media_format: 'PHOTO',
  category: 'FOOD_AND_DRINK',
  description: null,
  thumbnail_url: `/api/media-post/thumbnails/1`,
  status: 1,
  error_message: null,
  scheduled_at: null,
  posted_at: '2026/11/20 09:05',
  google_url: `https://business.google.com/media/${id}`,
  deleted_at: null,
  created_at: '2026/11/20 09:00',
  ...overrides,
});

export const mediaPostsHandler = (posts: MediaPost[]) => http.get('/api/media-post', () => json<ListMediaPostsApiResponse>(page(posts)));
export const mediaHistoriesHandler = (rows: MediaPostHistory[]) =>
  http.get('/api/media-post/histories', () => json<ListMediaPostHistoriesApiResponse>(page(rows)));
