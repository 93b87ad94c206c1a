import { forwardRef } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type AriaFieldProps,
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
} from '../Field/Field.tsx';
import { MinusGlyph, PlusGlyph } from '../Field/fieldIcons.tsx';

export interface NumberFieldProps
  extends AriaFieldProps<
      AriaNumberFieldProps,
      'value' | 'defaultValue' | 'onChange' | 'incrementAriaLabel' | 'decrementAriaLabel'
    >,
    Omit<FieldBaseProps, 'label'> {
  /** Plain text: the step buttons are named after it ("Increase Quantity"). */
  label: string;
  /** The number, or null while the field is empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
}

/** react-aria keeps an empty number field as NaN; apps see null. */
const toAria = (value: number | null | undefined) =>
  value === undefined ? undefined : (value ?? Number.NaN);

/**
 * A number typed in the locale's format (1'234.5 in Swiss German), kept within min and max,
 * with step buttons and arrow keys.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { label, description, errorMessage, placeholder, value, defaultValue, onChange, ...rest },
  ref,
) {
  const text = useUiText();
  return (
    <AriaNumberField
      {...rest}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
      incrementAriaLabel={text('ui.numberField.increase', { label })}
      decrementAriaLabel={text('ui.numberField.decrease', { label })}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <Input ref={ref} className={fieldStyles.groupInput} placeholder={placeholder} />
        <Button slot="decrement" className={fieldStyles.groupButton}>
          <MinusGlyph />
        </Button>
        <Button slot="increment" className={fieldStyles.groupButton}>
          <PlusGlyph />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
});
NumberField.displayName = 'NumberField';
