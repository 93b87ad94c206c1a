import { type ReactNode, useCallback, useState } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css.ts';

/** What ui's fields decide for themselves instead of taking it from react-aria's props. */
type UiOwnedAriaProps =
  | 'className'
  | 'style'
  | 'children'
  | 'isInvalid'
  | 'validationBehavior'
  | 'slot';

/**
 * A react-aria field's props as a ui field takes them: without what ui owns (styling, children,
 * validity) and without `Replaced`, the props the field redefines (e.g. string values).
 */
export type AriaFieldProps<Props, Replaced extends PropertyKey = never> = Omit<
  Props,
  UiOwnedAriaProps | Replaced
>;

/** What every input field takes, on top of its own value props. */
export interface FieldBaseProps {
  label: ReactNode;
  description?: ReactNode;
  /** The message to show; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
}

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean | undefined;
  /** Labels a group (radio group, date range) rather than one control. */
  elementType?: 'label' | 'span';
  /** Its id, for a control outside react-aria's field that names itself by it. */
  id?: string;
}

/** A field's visible label; a required field shows a mark (the control says `required` itself). */
export function FieldLabel({ children, isRequired, elementType = 'label', id }: FieldLabelProps) {
  return (
    <Label id={id} className={styles.label} elementType={elementType}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

export interface FieldHelpProps {
  description?: ReactNode;
  errorMessage?: string | undefined;
  /** Shown at the end of the line, e.g. the character counter. */
  aside?: ReactNode;
}

/**
 * The lines under a control: its description and its error, both wired to the control by
 * react-aria (`aria-describedby`), and an optional aside such as the character counter.
 */
export function FieldHelp({ description, errorMessage, aside }: FieldHelpProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.footer}>
        <FieldError className={styles.error}>{errorMessage}</FieldError>
        {aside}
      </div>
    </>
  );
}

/**
 * A value that the parent may control (`value` + `onChange`) or leave to the field
 * (`defaultValue`), so every field supports both uses the same way.
 */
export function useControlledValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (value: T) => void] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setOwnValue(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [isControlled ? value : ownValue, setValue];
}
