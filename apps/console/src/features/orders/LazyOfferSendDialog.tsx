import { lazy, Suspense } from 'react';
import type { OfferSendDialogProps } from './OfferSendDialog.tsx';

// The offer's dialog (its form, date field and PDF link) loads when it is first opened: the
// campaign pages that offer it stay within their page weight (issue 36's budgets).
const Dialog = lazy(() =>
  import('./OfferSendDialog.tsx').then((module) => ({ default: module.OfferSendDialog })),
);

/** OfferSendDialog, loaded on demand. */
export function LazyOfferSendDialog(props: OfferSendDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
