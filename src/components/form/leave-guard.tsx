import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formJa } from '../../shared/i18n/form.ja';
import { ConfirmDialog } from '../confirm-dialog';

// The in-console link a click would follow, or null for anything the guard leaves alone (other sites, new tabs,
// downloads, modified clicks, the page itself).
const guardedTarget = (event: MouseEvent, here: string): string | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return to === here ? null : to;
};

/**
 * Keeps unsaved work: while `when` holds, closing or reloading the tab asks the browser's question, and following a
 * link inside the console (the side menu, a back link) asks first in the console's confirm dialog. The router is a
 * BrowserRouter (no data router, so no useBlocker): links are caught in the capture phase, before the router's own
 * handler runs.
 */
export const LeaveGuard = ({ when }: { when: boolean }) => {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = guardedTarget(event, here);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when, here]);

  if (pending === null) return null;
  return (
    <ConfirmDialog
      message={formJa.leave.confirm}
      confirmLabel={formJa.leave.leave}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        void navigate(pending);
      }}
    />
  );
};
