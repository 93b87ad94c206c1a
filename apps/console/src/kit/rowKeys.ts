import type { KeyboardEvent } from 'react';

/** A list's own key on a focused row: the key, its i18n label and what it does to the row. */
export interface RowKey<Item> {
  key: string;
  label: string;
  action: (row: Item) => void;
}

/**
 * The keydown handler of a list's own row keys (issue 44: the admin messages' `r`), for an
 * element around its ListView: a key on a focused row (DataTable's rows carry their index in
 * `data-index`) that the table left alone, never with Ctrl, Alt or Meta. Its own module, loaded
 * by the screens that have such keys: in DataTable or ListView every list page would carry it
 * (the mail template page sits at its 335 kB ceiling).
 */
export const onRowKeys =
  <Item>(rows: readonly unknown[], rowKeys: readonly RowKey<Item>[]) =>
  (event: KeyboardEvent<HTMLElement>) => {
    const own = rowKeys.find(({ key }) => key === event.key);
    const row = event.target instanceof HTMLTableRowElement ? event.target : null;
    const item = row && rows[Number(row.dataset.index)];
    if (!own || !item || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey)
      return;
    event.preventDefault();
    own.action(item as Item);
  };
