import { IconMenuButton, OtherIcon } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import type { ColumnHelper } from './columns.tsx';

// A module of its own, not part of columns.tsx: only the lists whose rows have such actions
// load it (every list page loads columns.tsx; the post campaign page is at its weight ceiling).

/** One action a row offers (`rowActionsColumn`). */
export interface RowAction {
  id: string;
  /** What the action does, e.g. "Verrechnen". */
  label: string;
  onAction: () => void;
  /** A destructive action (delete, cancel a charge). */
  tone?: 'neutral' | 'critical';
}

/**
 * The actions a row offers when they differ from row to row (which of them a row offers
 * depends on its state): a menu behind the row's "…" button, named "Actions for <name>"
 * (`kit.rowActions.menu`), with one entry per action. The column is then one small button wide
 * in every language, however many actions a row has and however long their names are: never
 * cut and never wider than a table has room for (issue 33: post invoices' two buttons side by
 * side made the table scroll sideways at 1440 px; stacked, the fixed row height cut the
 * second; a single "cancel the charge" was as wide). While one of the row's actions runs
 * (`isBusy`), its button is pending.
 */
export function rowActionsColumn<Item extends Record<string, unknown>>(
  column: ColumnHelper<Item>,
  t: TFunction,
  options: {
    header: string;
    /** The row's name, for the names of its buttons. */
    nameOf: (row: Item) => string;
    actionsOf: (row: Item) => readonly RowAction[];
    isBusy?: (row: Item) => boolean;
  },
) {
  return column.display({
    id: 'actions',
    header: options.header,
    enableHiding: false,
    cell: ({ row: { original } }) => {
      const actions = options.actionsOf(original);
      if (actions.length === 0) return '';
      return (
        // The row's "…" button shows at once; its menu loads on its first press (issue 36).
        <IconMenuButton
          trigger={{
            size: 'small',
            variant: 'secondary',
            icon: <OtherIcon />,
            isPending: options.isBusy?.(original) ?? false,
            label: t('kit.rowActions.menu', { name: options.nameOf(original) }),
          }}
          entries={actions.map((action) => ({
            id: action.id,
            label: action.label,
            tone: action.tone ?? 'neutral',
            onAction: action.onAction,
          }))}
        />
      );
    },
    meta: { kind: 'actions' },
  });
}
