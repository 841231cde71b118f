import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';

// The dialog components load on first use, keeping them out of the login route's initial JavaScript.
const DialogStack = lazy(() => import('./dialog-stack').then((m) => ({ default: m.DialogStack })));

export const DialogHost = () => {
  const count = useAppSelector((s) => s.dialogs.open.length);
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <DialogStack />
    </Suspense>
  );
};
