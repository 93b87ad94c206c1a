import type { ComboboxProps, MultiSelectProps } from '@adconsole/ui';
import type { FieldValues } from 'react-hook-form';
import type { FormFieldProps } from '../form/bindField.tsx';
import { FormCombobox, FormMultiSelect } from '../form/fields/choice.ts';
import { type LookupProps, useLookup } from './useLookup.ts';

/** A bound field's props, with the options coming from the lookup instead. */
type LookupFieldProps<T extends FieldValues, P, Item> = Omit<
  FormFieldProps<T, P>,
  'options' | 'loadOptions' | 'debounceMs' | 'isDisabled' | 'description'
> &
  LookupProps<Item>;

export type FormLookupProps<T extends FieldValues, Item> = LookupFieldProps<T, ComboboxProps, Item>;
export type FormMultiLookupProps<T extends FieldValues, Item> = LookupFieldProps<
  T,
  MultiSelectProps,
  Item
>;

/**
 * One choice looked up through the app's API call (an account, a user); the form stores the
 * chosen `{ id, label }` or null.
 */
export function FormLookup<T extends FieldValues, Item>(props: FormLookupProps<T, Item>) {
  return <FormCombobox<T> {...useLookup(props)} />;
}

/** Several choices looked up through the app's API call (contacts, participants, labels). */
export function FormMultiLookup<T extends FieldValues, Item>(props: FormMultiLookupProps<T, Item>) {
  return <FormMultiSelect<T> {...useLookup(props)} />;
}
