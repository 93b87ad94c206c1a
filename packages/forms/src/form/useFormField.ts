import {
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { useFormMessage } from '../messages/useFormMessage.ts';

/**
 * The first message of an error, looking into a value's parts when the error sits there
 * (a date range's `start` or `end`, an item of a list).
 */
export function firstErrorMessage(error: FieldError | FieldErrors | undefined): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'root') continue;
    const message = firstErrorMessage(part as FieldErrors);
    if (message) return message;
  }
  return undefined;
}

export interface FormFieldBinding {
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  ref: (element: unknown) => void;
  /** The error as text, once the field was touched or the form submitted (spec 1 §5). */
  errorMessage: string | undefined;
}

/**
 * Binds one field to a form: its value, change and blur, and its error in the current
 * language, shown after the field was touched or the form was submitted. Every Form* field
 * is this hook plus the ui field it renders.
 */
export function useFormField<T extends FieldValues>(
  control: Control<T>,
  name: FieldPath<T>,
): FormFieldBinding {
  const { field, fieldState, formState } = useController({ control, name });
  const format = useFormMessage();
  const isShown = fieldState.isTouched || formState.isSubmitted;
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref as (element: unknown) => void,
    errorMessage: isShown ? format(firstErrorMessage(fieldState.error)) : undefined,
  };
}
