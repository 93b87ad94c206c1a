import { forwardRef } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, FieldHelp, FieldLabel } from '../Field/Field.tsx';
import { type TextInputProps, useTextInput } from './textInput.tsx';

export interface TextFieldProps
  extends Omit<
      AriaTextFieldProps,
      | 'className'
      | 'style'
      | 'children'
      | 'isInvalid'
      | 'validationBehavior'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'maxLength'
      | 'inputMode'
    >,
    FieldBaseProps,
    TextInputProps {
  placeholder?: string;
}

/** A one-line text input with label, description, error and optional counter. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    value,
    defaultValue,
    onChange,
    maxLength,
    allowedInput,
    inputMode,
    ...rest
  },
  ref,
) {
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
      <Input
        ref={ref}
        className={fieldStyles.control}
        placeholder={placeholder}
        inputMode={textInput.inputMode}
      />
      <FieldHelp description={description} errorMessage={errorMessage} aside={textInput.counter} />
    </AriaTextField>
  );
});
TextField.displayName = 'TextField';
