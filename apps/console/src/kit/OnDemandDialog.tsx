import { ErrorBlock, type LazyPart, lazyPart, Spinner, usePart } from '@adconsole/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemandPart } from './OnDemandPart.tsx';

// The loading dialog itself (ui's Dialog: react-aria's Modal, focus scope and overlays) loads
// with the first dialog a page opens, beside that dialog's own code: no list shows a dialog at
// first paint (issue 36).
const pendingDialog = lazyPart(() =>
  import('./ActionDialog.tsx').then((module) => module.ActionDialog),
);

/**
 * A dialog whose code loads the first time it opens (issue 36: what a user opens on demand
 * loads when opened, not with the page). Until its code is there, a dialog with the kit's
 * spinner, for a moment (from when the loading dialog's own code is there, loaded alongside);
 * if it cannot load (offline, the console deployed again meanwhile), the
 * kit's error block with Retry (a reload) in its place, never nothing. Closing it closes it.
 */
export function OnDemandDialog<Props extends object>({
  part,
  props,
  onClose,
}: {
  part: LazyPart<Props>;
  props: Props;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ActionDialog = usePart(pendingDialog, true);
  // The element that opened the dialog, read before the loading dialog takes the focus. The
  // loaded dialog remembers what had the focus when it opened (the loading dialog, gone by its
  // close), so on closing the focus is given back here when it would otherwise fall to the page.
  const opener = useRef<Element | null | undefined>(undefined);
  if (opener.current === undefined) opener.current = document.activeElement;
  useEffect(
    () => () => {
      const element = opener.current;
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && element instanceof HTMLElement && element.isConnected) element.focus();
      });
    },
    [],
  );
  const { component: Component, error } = useOnDemandPart(part);
  if (Component) return <Component {...props} />;
  if (!ActionDialog) {
    // Offline before even the loading dialog came: the error block where the dialog would be.
    return error ? (
      <ErrorBlock message={t('kit.onDemand.reload')} onRetry={() => window.location.reload()} />
    ) : null;
  }
  return (
    <ActionDialog
      size="small"
      title={error ? t('kit.onDemand.failed') : t('kit.onDemand.loading')}
      onClose={onClose}
    >
      {error ? (
        <ErrorBlock
          message={t('kit.onDemand.reload')}
          // A browser keeps a failed import() failed for the page's life: Retry loads the
          // page again (nothing was typed into the dialog yet), as the app's error screen does.
          onRetry={() => window.location.reload()}
        />
      ) : (
        <Spinner label={t('kit.onDemand.loading')} />
      )}
    </ActionDialog>
  );
}
