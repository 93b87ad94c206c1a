import { useRef, useState } from 'react';

/** What a form's rows need of the form: react-hook-form's `setValue` and `getValues`. */
export interface RowsForm {
  setValue(name: string, value: unknown, options?: { shouldDirty?: boolean }): void;
  getValues(name: string): unknown;
}

/**
 * The rows of a list field of a form (an invoice's lines, a header tag's price buckets): a key
 * per row for React, `append` and `remove`. The values live in the form under `name` (each row's
 * fields bound as `name.0.field`); `rows` are those values as the caller watches them
 * (`useWatch`). Rows the form gets from elsewhere (a record loaded, a reset) get keys of their
 * own. It stands in for react-hook-form's `useFieldArray`, whose code would go into the chunk
 * every form shares, the sign-in's included (issue 36: 2.2 kB of gzip on every page).
 */
export function useFormRows<Row>(form: RowsForm, name: string, rows: readonly unknown[]) {
  const nextKey = useRef(rows.length);
  const [keys, setKeys] = useState<readonly number[]>(() => rows.map((_, index) => index));
  let current = keys;
  if (keys.length !== rows.length) {
    current = rows.map(() => nextKey.current++);
    setKeys(current);
  }
  return {
    keys: current,
    append(row: Row) {
      form.setValue(`${name}.${current.length}`, row, { shouldDirty: true });
      setKeys([...current, nextKey.current++]);
    },
    remove(index: number) {
      const values = [...((form.getValues(name) as unknown[] | undefined) ?? [])];
      values.splice(index, 1);
      form.setValue(name, values, { shouldDirty: true });
      setKeys(current.filter((_, at) => at !== index));
    },
  };
}
