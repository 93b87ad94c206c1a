import { forwardRef } from 'react';
import { Input } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { TextInputField, type TextInputFieldProps } from './textInput.tsx';

export interface TextFieldProps extends TextInputFieldProps {
  placeholder?: string;
}

/** A one-line text input with label, description, error and optional counter. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { placeholder, ...fieldProps },
  ref,
) {
  return (
    <TextInputField {...fieldProps}>
      {(inputMode) => (
        <Input
          ref={ref}
          className={fieldStyles.control}
          placeholder={placeholder}
          inputMode={inputMode}
        />
      )}
    </TextInputField>
  );
});
TextField.displayName = 'TextField';
