export { dialogSizes } from './Dialog.css.ts';
export {
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogRoot,
  type DialogRootProps,
  DialogTitle,
} from './Dialog.tsx';
