import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { checkedAccountsCleared } from '../../state/selection.slice';
import { useAppDispatch } from '../../store/hooks';

// Every screen starts with nothing checked. Rendered ahead of the screens, its layout effect runs before the new
// screen's effects, so a screen that checks rows as it mounts keeps them. Only the path counts: the review inbox's
// filters live in the query string and changing them is still the same screen.
export const RouteSelectionReset = () => {
  const dispatch = useAppDispatch();
  const path = useLocation().pathname;
  const previous = useRef(path);
  useLayoutEffect(() => {
    if (previous.current !== path) dispatch(checkedAccountsCleared());
    previous.current = path;
  }, [path, dispatch]);
  return null;
};
