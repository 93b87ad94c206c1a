import { TextField, type TextFieldProps } from '@adconsole/ui';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFormMessage } from '../messages/useFormMessage.ts';

export interface RequiredTextFieldProps<T extends FieldValues>
  extends Omit<
    TextFieldProps,
    'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'name' | 'isRequired'
  > {
  control: Control<T>;
  name: FieldPath<T>;
}

/**
 * A text field bound to a form. Its error shows once the field was touched or the form was
 * submitted (spec 1 §5), in the current locale.
 */
export function RequiredTextField<T extends FieldValues>({
  control,
  name,
  ...fieldProps
}: RequiredTextFieldProps<T>) {
  const { field, fieldState, formState } = useController({ control, name });
  const message = useFormMessage();
  const shown = fieldState.isTouched || formState.isSubmitted;
  return (
    <TextField
      {...fieldProps}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired
      errorMessage={shown ? message(fieldState.error?.message) : undefined}
    />
  );
}
