import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog.tsx';

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

/** Hosts the app's one global confirmation dialog (spec 1 §1). UiProvider renders it. */
export function ConfirmHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request>();
  const nextId = useRef(1);

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
      {request && (
        <ConfirmDialog
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
