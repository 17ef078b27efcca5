import { useEffect, useRef } from 'react';
import { addLeaveGuard, confirmLeave } from '../lib/leaveGuard';

/** Same-origin links followed inside the app (not new tabs, downloads or modified clicks). */
function inAppLink(e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const a = (e.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement) || a.target === '_blank' || a.hasAttribute('download')) return false;
  return a.origin === window.location.origin && a.pathname + a.search !== window.location.pathname + window.location.search;
}

/**
 * While `dirty`, leaving the page asks first: links and navigate() with window.confirm, reloads
 * and tab closes with the browser's own prompt. The form's draft is kept either way.
 */
export function useLeaveGuard(dirty: boolean, message: string): void {
  const state = useRef({ dirty, message });
  state.current = { dirty, message };
  useEffect(() => {
    const remove = addLeaveGuard(() => (state.current.dirty ? state.current.message : null));
    const onClick = (e: MouseEvent) => {
      if (!state.current.dirty || !inAppLink(e)) return;
      if (!confirmLeave()) {
        e.preventDefault();
        e.stopPropagation();
      } else {
        // Confirmed: the router's own navigate must not ask a second time.
        state.current.dirty = false;
      }
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!state.current.dirty) return;
      e.preventDefault();
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      remove();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, []);
}
