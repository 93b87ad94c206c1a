import type { ComponentProps, ComponentType, JSXElementConstructor } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { type FormFieldBinding, useFormField } from './useFormField.ts';

/** What a bound field sets itself; the app passes everything else as to the ui field. */
type BoundKey =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'errorMessage'
  | 'name'
  | 'ref'
  | 'isSelected'
  | 'defaultSelected';

export type FormFieldProps<T extends FieldValues, P> = Omit<P, BoundKey> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** The props most fields take from a binding: the value (or `empty` while there is none). */
export function valueProps(empty: unknown) {
  return ({ value, ...binding }: FormFieldBinding) => ({ ...binding, value: value ?? empty });
}

/** Checkbox and Switch take their value as `isSelected`. */
export function selectedProps({ value, ...binding }: FormFieldBinding) {
  return { ...binding, isSelected: Boolean(value) };
}

/**
 * Makes a form field out of a ui field: `bindField(TextField, valueProps(''))` gives a
 * component taking `control` and `name` instead of value, change and error.
 */
// biome-ignore lint/suspicious/noExplicitAny: any ui field, whatever its props
export function bindField<F extends JSXElementConstructor<any>>(
  Field: F,
  toProps: (binding: FormFieldBinding) => object,
  displayName: string,
) {
  type Props = ComponentProps<F>;
  function FormField<T extends FieldValues>({ control, name, ...rest }: FormFieldProps<T, Props>) {
    const binding = useFormField(control, name);
    const Untyped = Field as unknown as ComponentType<Record<string, unknown>>;
    return <Untyped {...rest} {...toProps(binding)} />;
  }
  FormField.displayName = displayName;
  return FormField;
}
