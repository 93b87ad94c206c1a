import { useConfirm } from '@adconsole/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useFormText } from '../messages/useFormMessage.ts';

/**
 * Guards unsaved changes (spec 2: 'unsaved changes', Yes / No). While `isDirty`, closing or
 * reloading the tab asks the browser's own question (beforeunload), and `confirmLeave()` asks
 * ours: true when there is nothing to lose or the person chose Yes.
 *
 * forms knows no router; the app wires `confirmLeave` to its router's blocker, e.g. with
 * TanStack Router: `useBlocker({ shouldBlockFn: async () => !(await confirmLeave()) })`.
 */
export function useDirtyGuard(isDirty: boolean) {
  const confirm = useConfirm();
  const text = useFormText();
  const isDirtyRef = useRef(isDirty);
  useEffect(() => {
    isDirtyRef.current = isDirty;
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const confirmLeave = useCallback(async () => {
    if (!isDirtyRef.current) return true;
    return confirm({
      title: text('forms.unsaved.title'),
      text: text('forms.unsaved.text'),
      confirmLabel: text('forms.unsaved.yes'),
      cancelLabel: text('forms.unsaved.no'),
    });
  }, [confirm, text]);

  return { confirmLeave };
}
