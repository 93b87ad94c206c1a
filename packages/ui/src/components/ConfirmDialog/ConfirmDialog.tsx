import { cloneElement, type ReactElement, type ReactNode, useState } from 'react';
import type { PressEvent } from 'react-aria-components';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import type * as styles from './ConfirmDialog.css.ts';

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

/** What ConfirmDialog gives its trigger: its press opens the dialog, which it says it does. */
interface TriggerProps {
  onPress?: (event: PressEvent) => void;
  'aria-expanded'?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /** A trigger (a Button) that opens the dialog; leave out and use `isOpen` to control it. */
  children?: ReactElement<TriggerProps>;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Called after Cancel or dismissal, not after a confirmed action. */
  onCancel?: () => void;
}

// The dialog (ui's Dialog: react-aria's Modal, Dialog and FocusScope, with the overlays' code
// under them, about 18 kB) loads the first time it opens (issue 36): the pages that ask a
// question (delete a template, remove an exclusion, release a payout report) asked none at
// first paint, yet loaded it with the page. As the app's confirmation host does.
const confirmDialogPart = lazyPart(() =>
  import('./ConfirmDialogModal.tsx').then((module) => module.ConfirmDialogModal),
);

/**
 * The spec's confirmation dialog (spec 2: "default title 'Confirm', default text 'sure to
 * proceed', Confirm and Cancel buttons; the Confirm button shows a busy state while the action
 * runs. An error style option exists"). Built on Dialog as an alertdialog, its code loaded
 * when it first opens (for a moment it is not there yet); the trigger is the page's at once.
 */
export function ConfirmDialog({
  children,
  isOpen: isOpenProp,
  onOpenChange,
  ...options
}: ConfirmDialogProps) {
  const [isOpenState, setOpenState] = useState(false);
  const isOpen = isOpenProp ?? isOpenState;
  const Modal = usePart(confirmDialogPart, isOpen);

  function setOpen(next: boolean) {
    if (isOpenProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  }

  return (
    <>
      {children &&
        // As react-aria's DialogTrigger wires its trigger, without its PressResponder (which
        // lives with the overlays' code: a page with a question would load it all at once).
        // The modal is the page's only control while open: no aria-controls.
        cloneElement(children, {
          onPress: (event: PressEvent) => {
            children.props.onPress?.(event);
            setOpen(true);
          },
          'aria-expanded': isOpen,
        })}
      {Modal && <Modal {...options} isOpen={isOpen} onOpenChange={setOpen} />}
    </>
  );
}
ConfirmDialog.displayName = 'ConfirmDialog';
