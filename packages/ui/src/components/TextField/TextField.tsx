import { forwardRef, type ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { useUiText } from '../../provider/UiProvider.tsx';
import * as styles from './TextField.css.ts';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'isInvalid'> {
  label: ReactNode;
  description?: ReactNode;
  /** The message to show; its presence marks the field invalid. */
  errorMessage?: string | undefined;
  placeholder?: string;
  /** With a maximum length the field shows how many characters are used. */
  maxLength?: number;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, description, errorMessage, placeholder, maxLength, value, ...rest },
  ref,
) {
  const text = useUiText();
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...rest}
      {...(value !== undefined ? { value } : {})}
      {...(maxLength !== undefined ? { maxLength } : {})}
      isInvalid={isInvalid}
      className={styles.root}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={ref} className={styles.input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.footer}>
        <FieldError className={styles.error}>{errorMessage}</FieldError>
        {maxLength !== undefined && value !== undefined && (
          <span className={styles.counter} aria-live="polite">
            {text('ui.field.characterCount', { count: value.length, max: maxLength })}
          </span>
        )}
      </div>
    </AriaTextField>
  );
});
TextField.displayName = 'TextField';
