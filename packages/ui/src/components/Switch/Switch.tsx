import { forwardRef, type ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import * as styles from '../Checkbox/Checkbox.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { type AriaFieldProps, type FieldBaseProps, FieldHelp } from '../Field/Field.tsx';

export interface SwitchProps extends AriaFieldProps<SwitchFieldProps, 'inputRef'>, FieldBaseProps {
  /** The setting the switch turns on, beside the track. */
  label: ReactNode;
}

/** Turns a setting on or off at once. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { label, description, errorMessage, ...rest },
  ref,
) {
  return (
    <SwitchField
      {...rest}
      inputRef={ref}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <SwitchButton className={styles.toggleRow}>
        <span className={styles.switchTrack}>
          <span className={styles.switchThumb} />
        </span>
        <span>{label}</span>
      </SwitchButton>
      <div className={styles.switchHelp}>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </div>
    </SwitchField>
  );
});
Switch.displayName = 'Switch';
