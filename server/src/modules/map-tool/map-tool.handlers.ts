import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { createMapWidget, deleteMapWidget, getMapWidget, listMapWidgetItems, listMapWidgets, setMapItemVisibility, updateMapWidget, type WidgetInput } from './map-tool.service';
import { getPublicWidget } from './public-widget.service';

type MapToolOperation =
  | 'listMapWidgets' | 'listMapWidgetItems' | 'getPublicWidget'
  | 'createMapReviewWidget' | 'getMapReviewWidget' | 'updateMapReviewWidget' | 'deleteMapReviewWidget'
  | 'createMapPostWidget' | 'getMapPostWidget' | 'updateMapPostWidget' | 'deleteMapPostWidget'
  | 'createMapPictureWidget' | 'getMapPictureWidget' | 'updateMapPictureWidget' | 'deleteMapPictureWidget'
  | 'updateMapReviewVisibility' | 'updateMapPostVisibility' | 'updateMapPictureVisibility';

const input = (body: unknown): WidgetInput => body as WidgetInput;

export const mapToolHandlers: ModuleHandlers<MapToolOperation> = {
  listMapWidgets: async ({ deps, auth, query }) => listMapWidgets(deps, requireAuth(auth), query),
  listMapWidgetItems: async ({ deps, auth, query }) => listMapWidgetItems(deps, requireAuth(auth), query),
  createMapReviewWidget: async ({ deps, auth, body }) => createMapWidget(deps, requireAuth(auth), 'review', input(body)),
  getMapReviewWidget: async ({ deps, auth, params }) => getMapWidget(deps, requireAuth(auth), 'review', params.id),
  updateMapReviewWidget: async ({ deps, auth, params, body }) => updateMapWidget(deps, requireAuth(auth), 'review', params.id, input(body)),
  deleteMapReviewWidget: async ({ deps, auth, params }) => deleteMapWidget(deps, requireAuth(auth), 'review', params.id),
  createMapPostWidget: async ({ deps, auth, body }) => createMapWidget(deps, requireAuth(auth), 'post', input(body)),
  getMapPostWidget: async ({ deps, auth, params }) => getMapWidget(deps, requireAuth(auth), 'post', params.id),
  updateMapPostWidget: async ({ deps, auth, params, body }) => updateMapWidget(deps, requireAuth(auth), 'post', params.id, input(body)),
  deleteMapPostWidget: async ({ deps, auth, params }) => deleteMapWidget(deps, requireAuth(auth), 'post', params.id),
  createMapPictureWidget: async ({ deps, auth, body }) => createMapWidget(deps, requireAuth(auth), 'picture', input(body)),
  getMapPictureWidget: async ({ deps, auth, params }) => getMapWidget(deps, requireAuth(auth), 'picture', params.id),
  updateMapPictureWidget: async ({ deps, auth, params, body }) => updateMapWidget(deps, requireAuth(auth), 'picture', params.id, input(body)),
  deleteMapPictureWidget: async ({ deps, auth, params }) => deleteMapWidget(deps, requireAuth(auth), 'picture', params.id),
  updateMapReviewVisibility: async ({ deps, auth, params, body }) => setMapItemVisibility(deps, requireAuth(auth), 'review', params.review_id, body.visible),
  updateMapPostVisibility: async ({ deps, auth, params, body }) => setMapItemVisibility(deps, requireAuth(auth), 'post', params.post_id, body.visible),
  updateMapPictureVisibility: async ({ deps, auth, params, body }) => setMapItemVisibility(deps, requireAuth(auth), 'picture', params.media_id, body.visible),
  getPublicWidget: async ({ deps, params, request, reply }) => {
    const answer = await getPublicWidget(deps, params.public_id);
    // Any site may read it (it is what the widget already shows publicly), never with cookies; shared caches may keep
    // it briefly, and the embed revalidates with the ETag.
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=30')
      .header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send() as never;
    return reply.type('application/json; charset=utf-8').send(answer.body) as never;
  },
};
