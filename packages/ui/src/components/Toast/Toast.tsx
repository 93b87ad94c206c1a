import { type ReactNode, useId, useLayoutEffect } from 'react';
import type { toastTones } from './Toast.css.ts';
import { useToastHost } from './ToastHost.tsx';

/** Spec 1 §9: "Toasts last 5000 ms". */
export const toastDuration = 5000;

export interface ToastProps {
  title: ReactNode;
  body?: ReactNode;
  tone?: (typeof toastTones)[number];
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** How long it stays, in ms; hovering or focusing it pauses the timer. */
  duration?: number;
}

/**
 * One notification with a title and a body, declared in place; apps normally call
 * `useToast()` instead. UiProvider's toast host shows it top-right while it is mounted.
 * Critical toasts are announced at once, the others politely.
 */
export function Toast(props: ToastProps) {
  const host = useToastHost();
  const id = useId();
  // Handed to the host on every render: the host renders all toasts in one viewport, with
  // code that loads only once there is a toast to show.
  useLayoutEffect(() => host.put(id, props));
  useLayoutEffect(() => () => host.remove(id), [host, id]);
  return null;
}
Toast.displayName = 'Toast';
