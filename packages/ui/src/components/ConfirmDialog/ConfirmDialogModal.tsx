import { useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Button } from '../Button/Button.tsx';
import { DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../Dialog/Dialog.tsx';
import * as styles from './ConfirmDialog.css.ts';
import type { ConfirmDialogProps, ConfirmOptions } from './ConfirmDialog.tsx';

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : undefined;
}

/**
 * ConfirmDialog once its code is there (ConfirmDialog.tsx loads it the first time the dialog
 * opens and keeps its trigger and its open state): the dialog itself, built on Dialog as an
 * alertdialog.
 */
export function ConfirmDialogModal({
  isOpen,
  onOpenChange,
  onCancel,
  ...options
}: Omit<ConfirmDialogProps, 'children' | 'isOpen'> & {
  isOpen: boolean;
}) {
  const [isBusy, setBusy] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();

  function setOpen(next: boolean) {
    if (!next) setErrorMessage(undefined);
    onOpenChange?.(next);
  }

  return (
    <ConfirmDialogContent
      {...options}
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
        setOpen(next);
      }}
      isBusy={isBusy}
      errorMessage={errorMessage}
      onCancel={() => {
        onCancel?.();
        setOpen(false);
      }}
      onConfirm={async () => {
        setErrorMessage(undefined);
        setBusy(true);
        try {
          await options.onConfirm?.();
          setOpen(false);
        } catch (error) {
          setErrorMessage(messageOf(error) ?? '');
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
ConfirmDialogModal.displayName = 'ConfirmDialogModal';

interface ConfirmDialogContentProps extends Omit<ConfirmOptions, 'onConfirm'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isBusy: boolean;
  errorMessage: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

function ConfirmDialogContent({
  title,
  text: body,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  isOpen,
  onOpenChange,
  isBusy,
  errorMessage,
  onConfirm,
  onCancel,
}: ConfirmDialogContentProps) {
  const text = useUiText();
  return (
    <DialogContent
      role="alertdialog"
      size="small"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isBusy}
      hasCloseButton={false}
    >
      <DialogTitle>{title ?? text('ui.confirm.title')}</DialogTitle>
      <DialogDescription>{body ?? text('ui.confirm.text')}</DialogDescription>
      {errorMessage !== undefined && (
        <p className={styles.error} role="alert">
          {errorMessage || text('ui.error.unknown')}
        </p>
      )}
      <DialogFooter>
        <Button variant="secondary" isDisabled={isBusy} onPress={onCancel}>
          {cancelLabel ?? text('ui.confirm.cancel')}
        </Button>
        <Button
          variant={tone === 'critical' ? 'critical' : 'primary'}
          isBusy={isBusy}
          onPress={onConfirm}
          autoFocus
        >
          {confirmLabel ?? text('ui.confirm.confirm')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
