import { useBlocker } from '@tanstack/react-router';

/**
 * Asks 'unsaved changes' before the page is left with a dirty form (spec 2 §2). Filters and
 * paging change only the query of the same page and keep the form, so they pass.
 */
export function useLeaveGuard(confirmLeave: () => Promise<boolean>) {
  useBlocker({
    shouldBlockFn: async ({ current, next }) =>
      current.pathname !== next.pathname && !(await confirmLeave()),
    enableBeforeUnload: false,
  });
}
