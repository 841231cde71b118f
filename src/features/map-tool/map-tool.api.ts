import { generatedApi } from '../../api/generated/map-tool.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  MapPictureWidgetSettings,
  MapPostWidgetSettings,
  MapReviewWidgetSettings,
  MapWidget,
  MapWidgetItem,
  MapWidgetItemList,
  MapWidgetKind,
} from '../../api/generated/map-tool.gen';

export const MAP_WIDGETS_TAG = 'MapWidgets';
export const MAP_WIDGET_ITEMS_TAG = 'MapWidgetItems';

// The editors show 422 field errors on their own fields (a refusal without a field still opens the error dialog), and
// a save is answered on the page itself: 「保存しました。…」 with the embed code to paste, instead of a dialog over it.
for (const name of ['createMapReviewWidget', 'updateMapReviewWidget', 'createMapPostWidget', 'updateMapPostWidget', 'createMapPictureWidget', 'updateMapPictureWidget'] as const) {
  defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true, successDialog: false });
}
// A visibility switch says its new state itself: no success dialog after every flip (failures still open one).
for (const name of ['updateMapReviewVisibility', 'updateMapPostVisibility', 'updateMapPictureVisibility'] as const) {
  defineEndpointPolicy(generatedApi, name, { successDialog: false });
}

type Tag = typeof MAP_WIDGETS_TAG | typeof MAP_WIDGET_ITEMS_TAG;
const widgets = { providesTags: [MAP_WIDGETS_TAG] as Tag[] };
const widgetWrite = { invalidatesTags: [MAP_WIDGETS_TAG] as Tag[] };
// Hiding an item changes the item list and every preview built from it.
const itemWrite = { invalidatesTags: [MAP_WIDGET_ITEMS_TAG] as Tag[] };

export const mapToolApi = generatedApi.enhanceEndpoints({
  addTagTypes: [MAP_WIDGETS_TAG, MAP_WIDGET_ITEMS_TAG],
  endpoints: {
    listMapWidgets: widgets,
    getMapReviewWidget: widgets,
    getMapPostWidget: widgets,
    getMapPictureWidget: widgets,
    createMapReviewWidget: widgetWrite,
    updateMapReviewWidget: widgetWrite,
    deleteMapReviewWidget: widgetWrite,
    createMapPostWidget: widgetWrite,
    updateMapPostWidget: widgetWrite,
    deleteMapPostWidget: widgetWrite,
    createMapPictureWidget: widgetWrite,
    updateMapPictureWidget: widgetWrite,
    deleteMapPictureWidget: widgetWrite,
    listMapWidgetItems: { providesTags: [MAP_WIDGET_ITEMS_TAG] as Tag[] },
    updateMapReviewVisibility: itemWrite,
    updateMapPostVisibility: itemWrite,
    updateMapPictureVisibility: itemWrite,
  },
});

export const {
  useListMapWidgetsQuery,
  useListMapWidgetItemsQuery,
  useCreateMapReviewWidgetMutation,
  useGetMapReviewWidgetQuery,
  useUpdateMapReviewWidgetMutation,
  useDeleteMapReviewWidgetMutation,
  useCreateMapPostWidgetMutation,
  useGetMapPostWidgetQuery,
  useUpdateMapPostWidgetMutation,
  useDeleteMapPostWidgetMutation,
  useCreateMapPictureWidgetMutation,
  useGetMapPictureWidgetQuery,
  useUpdateMapPictureWidgetMutation,
  useDeleteMapPictureWidgetMutation,
  useUpdateMapReviewVisibilityMutation,
  useUpdateMapPostVisibilityMutation,
  useUpdateMapPictureVisibilityMutation,
} = mapToolApi;
