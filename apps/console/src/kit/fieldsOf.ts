import type { TFunction } from 'i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * A form's fields bound by their names: each gets the form's control, its name and its label,
 * the text `<texts>.<name>` (`<FormTextField {...field('subject')} isRequired />`).
 */
export const fieldsOf =
  <T extends FieldValues>(control: Control<T>, t: TFunction, texts: string) =>
  (name: FieldPath<T>) => ({ control, name, label: t(`${texts}.${String(name)}`) });
