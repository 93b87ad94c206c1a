import { type ReactElement, type ReactNode, useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import { Button } from '../Button/Button.tsx';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogRoot,
  DialogTitle,
} from '../Dialog/Dialog.tsx';
import * as styles from './ConfirmDialog.css.ts';

export interface ConfirmOptions {
  /** Defaults to the spec's "Confirm". */
  title?: ReactNode;
  /** Defaults to the spec's "sure to proceed". */
  text?: ReactNode;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** The spec's error style: a critical Confirm button, for destructive actions. */
  tone?: (typeof styles.confirmTones)[number];
  /**
   * The action. While its promise is pending the Confirm button is busy and the dialog cannot
   * be dismissed; when it rejects the dialog stays open and shows the error's message.
   */
  onConfirm?: () => unknown;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /** A trigger (a Button) that opens the dialog; leave out and use `isOpen` to control it. */
  children?: ReactElement;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Called after Cancel or dismissal, not after a confirmed action. */
  onCancel?: () => void;
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : undefined;
}

/**
 * The spec's confirmation dialog (spec 2: "default title 'Confirm', default text 'sure to
 * proceed', Confirm and Cancel buttons; the Confirm button shows a busy state while the action
 * runs. An error style option exists"). Built on Dialog as an alertdialog.
 */
export function ConfirmDialog({
  children,
  isOpen: isOpenProp,
  onOpenChange,
  onCancel,
  ...options
}: ConfirmDialogProps) {
  const [isOpenState, setOpenState] = useState(false);
  const isOpen = isOpenProp ?? isOpenState;
  const [isBusy, setBusy] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();

  function setOpen(next: boolean) {
    if (isOpenProp === undefined) setOpenState(next);
    if (!next) setErrorMessage(undefined);
    onOpenChange?.(next);
  }

  const content = (
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
  if (!children) return content;
  return (
    <DialogRoot isOpen={isOpen} onOpenChange={setOpen}>
      {children}
      {content}
    </DialogRoot>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';

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
