import { Fragment } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { renderDialog } from './dialog-registry';

export const DialogStack = () => {
  const open = useAppSelector((s) => s.dialogs.open);
  const dispatch = useAppDispatch();
  return (
    <>
      {open.map((entry) => (
        <Fragment key={entry.key}>{renderDialog(entry, dispatch)}</Fragment>
      ))}
    </>
  );
};
