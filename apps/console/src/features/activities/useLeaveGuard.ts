import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The 'unsaved changes' question of an inline form (spec 2 §2), asked before the page is left
 * and handed to the list, which asks it before another form opens. Filters and paging change
 * only the query of the same page and keep the form, so they pass.
 */
export function useLeaveGuard(
  confirmLeave: () => Promise<boolean>,
  onGuard?: (confirmLeave: (() => Promise<boolean>) | undefined) => void,
) {
  useBlocker({
    shouldBlockFn: async ({ current, next }) =>
      current.pathname !== next.pathname && !(await confirmLeave()),
    enableBeforeUnload: false,
  });
  useEffect(() => {
    onGuard?.(confirmLeave);
    return () => onGuard?.(undefined);
  }, [onGuard, confirmLeave]);
}
