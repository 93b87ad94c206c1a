import { forwardRef } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { TextInputField, type TextInputFieldProps } from '../TextField/textInput.tsx';

export interface TextAreaProps extends Omit<TextInputFieldProps, 'type'> {
  placeholder?: string;
  /** Visible lines before it scrolls; the user may drag it taller. */
  rows?: number;
}

/** A multi-line text input with label, description, error and optional counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { placeholder, rows = 4, ...fieldProps },
  ref,
) {
  return (
    <TextInputField {...fieldProps}>
      {(inputMode) => (
        <AriaTextArea
          ref={ref}
          className={fieldStyles.textArea}
          placeholder={placeholder}
          rows={rows}
          inputMode={inputMode}
        />
      )}
    </TextInputField>
  );
});
TextArea.displayName = 'TextArea';
