import { useCallback } from 'react';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import type { WidgetSettingsByKind } from '../forms/widget-form.mappers';
import {
  useCreateMapPictureWidgetMutation,
  useCreateMapPostWidgetMutation,
  useCreateMapReviewWidgetMutation,
  useDeleteMapPictureWidgetMutation,
  useDeleteMapPostWidgetMutation,
  useDeleteMapReviewWidgetMutation,
  useGetMapPictureWidgetQuery,
  useGetMapPostWidgetQuery,
  useGetMapReviewWidgetQuery,
  useUpdateMapPictureVisibilityMutation,
  useUpdateMapPictureWidgetMutation,
  useUpdateMapPostVisibilityMutation,
  useUpdateMapPostWidgetMutation,
  useUpdateMapReviewVisibilityMutation,
  useUpdateMapReviewWidgetMutation,
  type MapWidget,
} from '../map-tool.api';

// The contract has one set of operations per kind; these hooks pick the kind's, so components deal in kinds.

/** One widget of the kind (hooks cannot be called conditionally: the other kinds' queries are skipped). */
export const useWidgetQuery = (kind: WidgetKind, id: number) => {
  const review = useGetMapReviewWidgetQuery({ id }, { skip: kind !== 'review' });
  const post = useGetMapPostWidgetQuery({ id }, { skip: kind !== 'post' });
  const picture = useGetMapPictureWidgetQuery({ id }, { skip: kind !== 'picture' });
  return { review, post, picture }[kind];
};

/** Creates (id null) or updates a widget of the kind; resolves with the saved widget, rejects with the API error. */
export const useSaveWidget = <K extends WidgetKind>(kind: K) => {
  const [createReview] = useCreateMapReviewWidgetMutation();
  const [updateReview] = useUpdateMapReviewWidgetMutation();
  const [createPost] = useCreateMapPostWidgetMutation();
  const [updatePost] = useUpdateMapPostWidgetMutation();
  const [createPicture] = useCreateMapPictureWidgetMutation();
  const [updatePicture] = useUpdateMapPictureWidgetMutation();
  return useCallback(
    async (id: number | null, settings: WidgetSettingsByKind[K]): Promise<MapWidget> => {
      const s = settings as WidgetSettingsByKind[WidgetKind];
      if (kind === 'review') {
        const body = s as WidgetSettingsByKind['review'];
        return (await (id === null ? createReview({ mapReviewWidgetSettings: body }) : updateReview({ id, mapReviewWidgetSettings: body })).unwrap()).data;
      }
      if (kind === 'post') {
        const body = s as WidgetSettingsByKind['post'];
        return (await (id === null ? createPost({ mapPostWidgetSettings: body }) : updatePost({ id, mapPostWidgetSettings: body })).unwrap()).data;
      }
      const body = s as WidgetSettingsByKind['picture'];
      return (await (id === null ? createPicture({ mapPictureWidgetSettings: body }) : updatePicture({ id, mapPictureWidgetSettings: body })).unwrap()).data;
    },
    [kind, createReview, updateReview, createPost, updatePost, createPicture, updatePicture],
  );
};

/** Deletes a widget of any kind. */
export const useDeleteWidget = () => {
  const [removeReview] = useDeleteMapReviewWidgetMutation();
  const [removePost] = useDeleteMapPostWidgetMutation();
  const [removePicture] = useDeleteMapPictureWidgetMutation();
  return useCallback(
    (widget: Pick<MapWidget, 'id' | 'kind'>) => {
      const remove = { review: removeReview, post: removePost, picture: removePicture }[widget.kind];
      return remove({ id: widget.id }).unwrap();
    },
    [removeReview, removePost, removePicture],
  );
};

/** Shows or hides one item (review, post or photo) on every widget of the company; resolves with the saved flag. */
export const useItemVisibility = (kind: WidgetKind) => {
  const [review] = useUpdateMapReviewVisibilityMutation();
  const [post] = useUpdateMapPostVisibilityMutation();
  const [picture] = useUpdateMapPictureVisibilityMutation();
  return useCallback(
    async (id: number, visible: boolean): Promise<boolean> => {
      const body = { mapVisibleRequest: { visible } };
      if (kind === 'review') return (await review({ reviewId: id, ...body }).unwrap()).data.visible;
      if (kind === 'post') return (await post({ postId: id, ...body }).unwrap()).data.visible;
      return (await picture({ mediaId: id, ...body }).unwrap()).data.visible;
    },
    [kind, review, post, picture],
  );
};
