import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { lazyPart, usePart } from '../../lazy/lazyPart.ts';
import type { ConfirmOptions } from './ConfirmDialog.tsx';

/**
 * Asks for confirmation and resolves `true` once confirmed (after `onConfirm` succeeded, when
 * given) or `false` when cancelled or dismissed.
 */
export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Request {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

// The dialog (react-aria's Modal and FocusScope) loads with the first question: most pages,
// the sign-in page among them, never ask one.
const confirmDialogPart = lazyPart(() =>
  import('./ConfirmDialogModal.tsx').then((module) => module.ConfirmDialogModal),
);

/** Hosts the app's one global confirmation dialog (spec 1 §1). UiProvider renders it. */
export function ConfirmHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request>();
  const nextId = useRef(1);
  const ConfirmDialogModal = usePart(confirmDialogPart, request);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        setRequest((previous) => {
          // A new question replaces an unanswered one, which counts as cancelled.
          previous?.resolve(false);
          return { id: nextId.current++, options, resolve };
        });
      }),
    [],
  );

  function answer(confirmed: boolean) {
    request?.resolve(confirmed);
    setRequest(undefined);
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && ConfirmDialogModal && (
        <ConfirmDialogModal
          key={request.id}
          {...request.options}
          isOpen
          onConfirm={async () => {
            await request.options.onConfirm?.();
            answer(true);
          }}
          onCancel={() => answer(false)}
        />
      )}
    </ConfirmContext.Provider>
  );
}
ConfirmHost.displayName = 'ConfirmHost';

/**
 * The global confirmation dialog as a promise:
 * `if (await confirm({ text: 'Delete the task?', tone: 'critical', onConfirm: deleteTask })) …`.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be called below UiProvider.');
  return confirm;
}
