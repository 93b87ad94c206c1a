import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import {
  type AriaFieldProps,
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  useControlledValue,
} from '../Field/Field.tsx';
import { type AllowedInput, acceptsInput, type InputMode, keyboardFor } from './allowedInput.ts';

export interface TextInputProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** With a maximum length the field shows how many characters are used. */
  maxLength?: number;
  /**
   * Input that does not fit is refused as it is typed or pasted: `integer` takes digits
   * only, `float` a comma or dot as well, `decimal2`/`decimal6` at most so many decimals;
   * a RegExp must match the whole text (anchor it, and let it match every prefix).
   */
  allowedInput?: AllowedInput;
  /** The phone keyboard; defaults to the one that fits `allowedInput`. */
  inputMode?: InputMode;
}

/**
 * The value handling TextField and TextArea share: controlled or not, refusing text that
 * does not fit `allowedInput`, and the character counter.
 */
export function useTextInput({
  value,
  defaultValue = '',
  onChange,
  maxLength,
  allowedInput,
  inputMode,
}: TextInputProps) {
  const text = useUiText();
  const [current, setCurrent] = useControlledValue(value, defaultValue, onChange);
  const accept = (next: string) => {
    if (allowedInput === undefined || acceptsInput(allowedInput, next)) setCurrent(next);
  };
  const counter = maxLength !== undefined && (
    <span className={fieldStyles.counter} aria-live="polite">
      {text('ui.field.characterCount', { count: current.length, max: maxLength })}
    </span>
  );
  return {
    fieldProps: {
      value: current,
      onChange: accept,
      ...(maxLength !== undefined ? { maxLength } : {}),
    },
    inputMode: inputMode ?? keyboardFor(allowedInput),
    counter,
  };
}

export interface TextInputFieldProps
  extends AriaFieldProps<
      AriaTextFieldProps,
      'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'inputMode'
    >,
    FieldBaseProps,
    TextInputProps {}

/**
 * The field around a text control, shared by TextField and TextArea: label, description,
 * error and counter, and the value handling of useTextInput. `children` renders the control
 * with the phone keyboard that fits.
 */
export function TextInputField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  maxLength,
  allowedInput,
  inputMode,
  children,
  ...rest
}: TextInputFieldProps & { children: (inputMode: InputMode | undefined) => ReactNode }) {
  const textInput = useTextInput({
    value,
    defaultValue,
    onChange,
    maxLength,
    allowedInput,
    inputMode,
  });
  return (
    <AriaTextField
      {...rest}
      {...textInput.fieldProps}
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.root}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {children(textInput.inputMode)}
      <FieldHelp description={description} errorMessage={errorMessage} aside={textInput.counter} />
    </AriaTextField>
  );
}
