import { forwardRef, type ReactNode, useId } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components';
import * as toggleStyles from '../Checkbox/Checkbox.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type AriaFieldProps,
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
} from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under the option's label. */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends AriaFieldProps<AriaRadioGroupProps, 'orientation'>,
    FieldBaseProps {
  options: readonly RadioOption[];
  orientation?: (typeof styles.orientations)[number];
}

/** One choice out of a few, all visible; arrow keys move between them. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, description, errorMessage, options, orientation = 'vertical', ...rest },
  ref,
) {
  return (
    <AriaRadioGroup
      {...rest}
      ref={ref}
      orientation={orientation}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={rest.isRequired} elementType="span">
        {label}
      </FieldLabel>
      <div className={styles.options}>
        {options.map((option) => (
          <RadioItem key={option.value} option={option} />
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
});
RadioGroup.displayName = 'RadioGroup';

/** One option; its description is read out after its label. */
function RadioItem({ option }: { option: RadioOption }) {
  const descriptionId = useId();
  return (
    <div className={styles.option}>
      <Radio
        value={option.value}
        isDisabled={option.isDisabled}
        aria-describedby={option.description ? descriptionId : undefined}
        className={toggleStyles.toggleRow}
      >
        <span className={toggleStyles.radio} />
        <span>{option.label}</span>
      </Radio>
      {option.description && (
        <span id={descriptionId} className={styles.optionDescription}>
          {option.description}
        </span>
      )}
    </div>
  );
}
