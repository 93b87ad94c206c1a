import { Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useUiText } from '../../provider/context.ts';
import * as styles from './Toast.css.ts';
import { Toast, type ToastProps, toastDuration } from './Toast.tsx';

export type ToastOptions = Pick<ToastProps, 'title' | 'body' | 'tone' | 'duration'>;

/** Shows a toast; returns a function that closes it early. */
export type ShowToast = (options: ToastOptions) => () => void;

const ToastContext = createContext<ShowToast | null>(null);

interface QueuedToast extends ToastOptions {
  id: number;
  isOpen: boolean;
}

let nextToastId = 1;

/**
 * Hosts the app's toasts: the viewport top-right and the list of open toasts. UiProvider
 * renders one; components reach it through `useToast()`.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const text = useUiText();
  const [toasts, setToasts] = useState<QueuedToast[]>([]);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, isOpen: false } : t)));
    // Radix keeps a closed toast mounted for its exit; drop it afterwards.
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), 300);
  }, []);

  const show = useCallback<ShowToast>(
    (options) => {
      const id = nextToastId++;
      setToasts((current) => [...current, { ...options, id, isOpen: true }]);
      return () => close(id);
    },
    [close],
  );

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider duration={toastDuration} swipeDirection="right">
        {children}
        {toasts.map(({ id, isOpen, ...options }) => (
          <Toast
            key={id}
            {...options}
            isOpen={isOpen}
            onOpenChange={(next) => {
              if (!next) close(id);
            }}
          />
        ))}
        <RadixToast.Viewport
          className={styles.viewport}
          label={`${text('ui.notifications')} ({hotkey})`}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
ToastHost.displayName = 'ToastHost';

/**
 * Shows toasts from anywhere below UiProvider (spec 1 §9: top-right, 5000 ms):
 * `const toast = useToast(); toast({ title: 'Error', body: message, tone: 'critical' })`.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be called below UiProvider.');
  return show;
}
