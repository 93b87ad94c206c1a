import {
  type ForwardedRef,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useRef,
} from 'react';
import { FieldErrorContext, TextContext } from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './Field.tsx';

// What the fields drawn before their react-aria code is there (Select, Combobox, MultiSelect)
// share; a module apart from Field.tsx, which the sign-in page loads (issue 36).
/**
 * The element a field needs to reach itself (to focus or open it once its code is there) and
 * the forwarded ref: one callback ref sets both.
 */
export function useOwnRef<T extends HTMLElement>(
  ref: ForwardedRef<T>,
): [RefObject<T | null>, (element: T | null) => void] {
  const own = useRef<T | null>(null);
  const setRef = useCallback(
    (element: T | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return [own, setRef];
}

/** An invalid field's validity, as react-aria's field gives it to its error line. */
const invalid = { isInvalid: true, validationErrors: [], validationDetails: {} as ValidityState };

/**
 * A field drawn before its react-aria code is there (Select's button, a searched choice's
 * input): the ids its control is described by, and its help lines wired to them as
 * react-aria's field wires its own.
 */
export function usePlainFieldHelp({ description, errorMessage }: FieldHelpProps): {
  describedBy: string | undefined;
  help: ReactNode;
} {
  const descriptionId = useId();
  const errorId = useId();
  const ids = [description && descriptionId, errorMessage && errorId].filter(Boolean);
  return {
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
    help: (
      <TextContext.Provider
        value={{ slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }}
      >
        <FieldErrorContext.Provider value={errorMessage ? invalid : null}>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </FieldErrorContext.Provider>
      </TextContext.Provider>
    ),
  };
}
