import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useState } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useThemeClassName, useUiText } from '../../provider/context.ts';
import { CloseIcon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';

export interface DialogRootProps extends Omit<DialogTriggerProps, 'children'> {
  /** The trigger (a Button) followed by the `DialogContent`; or only the content when controlled. */
  children: ReactNode;
}

/** Opens its `DialogContent` from the Button before it, or from `isOpen` when controlled. */
export function DialogRoot(props: DialogRootProps) {
  return <DialogTrigger {...props} />;
}
DialogRoot.displayName = 'DialogRoot';

const DescriptionContext = createContext<{ id: string; register: (isShown: boolean) => void }>({
  id: '',
  register: () => {},
});

export interface DialogContentProps {
  children: ReactNode;
  /** `alertdialog` for a dialog that interrupts to ask for a decision (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  size?: (typeof styles.dialogSizes)[number];
  /**
   * Whether a click outside or Escape closes it. Off while an action runs, so the user
   * cannot walk away from a half-done request.
   */
  isDismissable?: boolean;
  /** The close (×) button in the corner. */
  hasCloseButton?: boolean;
  /** Controls the dialog without a `DialogRoot` (no trigger): an imperative host, a route. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Says to assistive tech that the dialog is modal (issue 38): the overlay already hides the
 * page behind it from them (react-aria's ariaHideOutside), and `aria-modal` tells them not to
 * look for the rest. react-aria's Dialog passes no `aria-modal` prop to its element, so it is
 * set on the element itself.
 */
const markModal = (element: HTMLElement | null) => element?.setAttribute('aria-modal', 'true');

/**
 * The dialog itself: a modal on a backdrop that traps focus, restores it to the trigger on
 * close and is named by its `DialogTitle` (described by its `DialogDescription`).
 */
export function DialogContent({
  children,
  role = 'dialog',
  size = 'medium',
  isDismissable = true,
  hasCloseButton = true,
  isOpen,
  onOpenChange,
}: DialogContentProps) {
  const text = useUiText();
  const themeClassName = useThemeClassName();
  const descriptionId = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={`${themeClassName} ${styles.overlay}`}
    >
      <Modal className={styles.modal({ size })}>
        <AriaDialog
          role={role}
          ref={markModal}
          aria-describedby={hasDescription ? descriptionId : undefined}
          className={styles.dialog}
        >
          <DescriptionContext.Provider value={{ id: descriptionId, register: setHasDescription }}>
            {children}
          </DescriptionContext.Provider>
          {hasCloseButton && (
            <span className={styles.closeButton}>
              <IconButton
                slot="close"
                label={text('ui.close')}
                icon={<CloseIcon />}
                isDisabled={!isDismissable}
              />
            </span>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
DialogContent.displayName = 'DialogContent';

/** Names the dialog. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <Heading slot="title" className={styles.title}>
      {children}
    </Heading>
  );
}
DialogTitle.displayName = 'DialogTitle';

/** Describes the dialog: read out with its title when it opens. */
export function DialogDescription({ children }: { children: ReactNode }) {
  const { id, register } = useContext(DescriptionContext);
  useLayoutEffect(() => {
    register(true);
    return () => register(false);
  }, [register]);
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  );
}
DialogDescription.displayName = 'DialogDescription';

/** The dialog's buttons, at its end. A Button with `slot="close"` closes the dialog. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
DialogFooter.displayName = 'DialogFooter';
