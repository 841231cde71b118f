import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { baseApi } from '../api/base-api';
import { useAppDispatch } from '../store/hooks';

// The api cache is flushed on every route change so that a screen never shows another screen's stale data.
// A layout effect runs before the new screen's query effects, so they start against the emptied cache. Only the path
// counts: a screen that keeps its filters in the query string (the review inbox) is still the same screen, and
// flushing there would refetch its stores, templates and languages on every filter change.
export const RouteCacheFlush = () => {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const previous = useRef<string | null>(null);
  const current = location.pathname;
  useLayoutEffect(() => {
    if (previous.current !== null && previous.current !== current) dispatch(baseApi.util.resetApiState());
    previous.current = current;
  }, [current, dispatch]);
  return null;
};
