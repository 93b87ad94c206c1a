import type { Option } from '@adconsole/ui';
import type { TFunction } from 'i18next';

// The options of a select or lookup, as every form and filter builds them.

/** Records as options: the id as text, the name as label. */
export const recordOptions = (
  records: readonly { id: number; name: string }[] | undefined,
): Option[] => (records ?? []).map((record) => ({ id: String(record.id), label: record.name }));

/** Values of a list as options named by their text `<prefix>.<value>`. */
export const valueOptions = (t: TFunction, prefix: string, values: readonly string[]): Option[] =>
  values.map((value) => ({ id: value, label: t(`${prefix}.${value}`) }));

/** An option's id (or an id as text) as a record id, or null. */
export const idOf = (value: string | Option | null | undefined): number | null => {
  const id = typeof value === 'object' && value ? value.id : value;
  return id ? Number(id) : null;
};
