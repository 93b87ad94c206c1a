import { createContext, useContext } from 'react';
import type { Control, FieldValues } from 'react-hook-form';

// A record form's custom field reads the form's values as they are typed (a preview, a choice
// that depends on another) through react-hook-form's useWatch. Imported by the page's module,
// useWatch would load react-hook-form (16 kB) with the list whose dialog shows the field
// (issue 36); the kit's RecordFields, which loads with the dialog, gives it through this
// context instead.

/** react-hook-form's useWatch as a custom field calls it: the value of a name or of names. */
export type FormWatch = (props: {
  control: Control<FieldValues>;
  name: string | readonly string[];
}) => unknown;

/** react-hook-form's useWatch, given by the kit's RecordFields to the custom fields it shows. */
export const FormWatchContext = createContext<FormWatch | undefined>(undefined);

/**
 * The current value of `name` (or of each of the names) in the form of `control`, as
 * react-hook-form's useWatch gives it: for a `custom` field of the kit's RecordFields.
 */
export function useFormWatch(props: {
  control: Control<FieldValues>;
  name: string | readonly string[];
}): unknown {
  const watch = useContext(FormWatchContext);
  if (!watch) throw new Error('useFormWatch: only in a custom field of the kit’s RecordFields');
  return watch(props);
}
