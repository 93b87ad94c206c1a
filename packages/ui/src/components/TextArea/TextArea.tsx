import { forwardRef } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, FieldHelp, FieldLabel } from '../Field/Field.tsx';
import { type TextInputProps, useTextInput } from '../TextField/textInput.tsx';

export interface TextAreaProps
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
      | 'type'
    >,
    FieldBaseProps,
    TextInputProps {
  placeholder?: string;
  /** Visible lines before it scrolls; the user may drag it taller. */
  rows?: number;
}

/** A multi-line text input with label, description, error and optional counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errorMessage,
    placeholder,
    rows = 4,
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
      <AriaTextArea
        ref={ref}
        className={fieldStyles.textArea}
        placeholder={placeholder}
        rows={rows}
        inputMode={textInput.inputMode}
      />
      <FieldHelp description={description} errorMessage={errorMessage} aside={textInput.counter} />
    </AriaTextField>
  );
});
TextArea.displayName = 'TextArea';
