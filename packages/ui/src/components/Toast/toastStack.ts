/**
 * Where the toasts start from the top of the window, as a custom property on the document's
 * root: AppShell sets it to its header's height, so the toasts sit top-right below the header
 * (issue 33: over the header they covered its menus; issue 46: at the bottom they covered the
 * rows a bulk action had just changed). Unset (a page without the shell), they start at the top.
 */
export const TOAST_TOP_PROPERTY = '--toast-inset-block-start';
