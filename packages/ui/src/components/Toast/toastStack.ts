/**
 * The height of the open toasts (bottom right, over the page) as a custom property on the
 * document's root, 0 or unset without toasts. The shell's main area ends with that much more
 * room, so the last thing of every page (a list's page size and pager) scrolls clear of a toast
 * that stays (a job's progress; issue 38: the invoice run's toast covered the page size).
 */
export const TOAST_STACK_PROPERTY = '--toast-stack-block-size';
