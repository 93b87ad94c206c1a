import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import type { ToastProps } from './Toast.tsx';

export type ToastOptions = Pick<ToastProps, 'title' | 'body' | 'tone' | 'duration'> & {
  /**
   * Stays when the page changes (a job's progress); a toast about the page (saved, sent, an
   * error) goes with the page.
   */
  keepOnPageChange?: boolean;
};

/** Shows a toast; returns a function that closes it early. */
export type ShowToast = (options: ToastOptions) => () => void;

/** A toast the host shows: one from `useToast()` or a `<Toast>` declared in place. */
export interface HostedToast {
  id: string;
  props: ToastProps;
  /** A toast of `useToast()` about the page it was shown on: it goes when the page changes. */
  isOfPage?: boolean;
  /** When it was shown (performance.now()). */
  shownAt?: number;
}

/**
 * A page toast raised this shortly before the page changes reports what the change is about
 * (a record created and opened, an offer sent and the list shown again): it stays with the
 * next page. Older ones were read on their page and go with it. The window is counted up to
 * when the host hears of the new page, after the app has rendered it: 1 s proved too short
 * on a busy machine (a save's notice lost on the way to the record it opened, promotions.e2e
 * in CI), so 3 s, still well under a toast's 5 s.
 */
export const PAGE_TOAST_CARRY_MS = 3000;

interface ToastHostValue {
  show: ShowToast;
  /** Adds a toast declared in place, or updates it. */
  put: (id: string, props: ToastProps, isOfPage?: boolean) => void;
  remove: (id: string) => void;
  /** The app's current page: toasts about the previous one go. */
  setPage: (page: string) => void;
}

const ToastContext = createContext<ToastHostValue | null>(null);

let nextToastId = 1;

// Radix Toast (provider, viewport, toasts) loads with the first toast: most pages, the
// sign-in page among them, show none. Toasts asked for meanwhile wait in the host's list.
const toastViewportPart = lazyPart(() =>
  import('./ToastViewport.tsx').then((module) => module.ToastViewport),
);

/**
 * Hosts the app's toasts: the viewport top-right and the list of open toasts. UiProvider
 * renders one; components reach it through `useToast()`.
 */
export function ToastHost({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly HostedToast[]>([]);
  const shownOn = useRef<string | undefined>(undefined);
  const setPage = useCallback((page: string) => {
    if (shownOn.current !== undefined && page !== shownOn.current) {
      const now = performance.now();
      setToasts((current) =>
        current.filter(
          (toast) => !toast.isOfPage || now - (toast.shownAt ?? 0) < PAGE_TOAST_CARRY_MS,
        ),
      );
    }
    shownOn.current = page;
  }, []);
  const ToastViewport = usePart(toastViewportPart, toasts.length > 0 && toasts);

  const put = useCallback((id: string, props: ToastProps, isOfPage = false) => {
    setToasts((current) =>
      current.some((toast) => toast.id === id)
        ? current.map((toast) => (toast.id === id ? { ...toast, id, props } : toast))
        : [...current, { id, props, isOfPage, shownAt: performance.now() }],
    );
  }, []);

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    ({ keepOnPageChange = false, ...options }) => {
      const id = `shown-${nextToastId++}`;
      const close = () => {
        setToasts((current) =>
          current.map((toast) =>
            toast.id === id ? { ...toast, props: { ...toast.props, isOpen: false } } : toast,
          ),
        );
        // Radix keeps a closed toast mounted for its exit; drop it afterwards.
        setTimeout(() => remove(id), 300);
      };
      put(
        id,
        {
          ...options,
          isOpen: true,
          onOpenChange: (isOpen) => {
            if (!isOpen) close();
          },
        },
        !keepOnPageChange,
      );
      return close;
    },
    [put, remove],
  );

  const host = useMemo(() => ({ show, put, remove, setPage }), [show, put, remove, setPage]);
  return (
    <ToastContext.Provider value={host}>
      {children}
      {ToastViewport && <ToastViewport toasts={toasts} />}
    </ToastContext.Provider>
  );
}
ToastHost.displayName = 'ToastHost';

export function useToastHost(): ToastHostValue {
  const host = useContext(ToastContext);
  if (!host) throw new Error('useToast and Toast must be used below UiProvider.');
  return host;
}

/**
 * Shows toasts from anywhere below UiProvider (spec 1 §9: top-right, 5000 ms):
 * `const toast = useToast(); toast({ title: 'Error', body: message, tone: 'critical' })`.
 */
export function useToast(): ShowToast {
  return useToastHost().show;
}

/** Tells the toast host which page is shown (UiProvider's `page`). */
export function ToastPage({ page }: { page: string }) {
  const { setPage } = useToastHost();
  useEffect(() => setPage(page), [setPage, page]);
  return null;
}
