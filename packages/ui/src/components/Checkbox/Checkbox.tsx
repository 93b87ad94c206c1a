import { forwardRef, type ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { type AriaFieldProps, type FieldBaseProps, FieldHelp } from '../Field/Field.tsx';
import { CheckGlyph, MinusGlyph } from '../Field/fieldIcons.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends AriaFieldProps<CheckboxFieldProps, 'inputRef'>,
    FieldBaseProps {
  /** The checkbox's label, beside the box. */
  label: ReactNode;
}

/** A yes-or-no choice that waits for the form to be saved (a Switch acts at once). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, errorMessage, ...rest },
  ref,
) {
  return (
    <CheckboxField
      {...rest}
      inputRef={ref}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      {({ isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.toggleRow}>
            <span className={styles.checkbox}>
              {isIndeterminate ? <MinusGlyph /> : <CheckGlyph />}
            </span>
            <span>{label}</span>
          </CheckboxButton>
          <div className={styles.help}>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </div>
        </>
      )}
    </CheckboxField>
  );
});
Checkbox.displayName = 'Checkbox';
