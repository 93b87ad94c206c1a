import {
  Button,
  DialogContent,
  type DialogContentProps,
  DialogFooter,
  DialogTitle,
} from '@adconsole/ui';
import type { ReactNode } from 'react';

/**
 * A dialog that is open while its screen shows it: its title, its body and, at its end, its
 * buttons (`actions`; a Button with `slot="close"` closes it), after the secondary button that
 * closes it (`cancel`: its label) where it has one. Escape, a click outside and the × all call
 * `onClose`: the screen decides what closing means (usually: show it no longer).
 */
export function ActionDialog({
  title,
  size,
  onClose,
  cancel,
  actions,
  children,
}: {
  title: ReactNode;
  size?: DialogContentProps['size'];
  onClose: () => void;
  cancel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogContent size={size} isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogTitle>{title}</DialogTitle>
      {children}
      {(cancel || actions) && (
        <DialogFooter>
          {cancel && (
            <Button variant="secondary" slot="close">
              {cancel}
            </Button>
          )}
          {actions}
        </DialogFooter>
      )}
    </DialogContent>
  );
}
