export { confirmTones } from './ConfirmDialog.css.ts';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './ConfirmDialog.tsx';
export { type Confirm, ConfirmHost, useConfirm } from './ConfirmHost.tsx';
