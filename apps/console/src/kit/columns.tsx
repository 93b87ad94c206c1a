import { formatDisplayDate } from '@adconsole/i18n';
import { Button, type createDataTableColumns, Inline, StatusBadge } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import type { EditableRecord } from './useRecordEditing.ts';

// Columns every record list has, built on the screen's own column helper so they type-check
// against its rows: the active/inactive status, a date, and the row's edit and (de)activate
// buttons.

type ColumnHelper<Item extends Record<string, unknown>> = ReturnType<
  typeof createDataTableColumns<Item>
>;

/** The i18n keys of a record's actions; each `…Named` gets the record's `name`. */
export interface RecordActionTexts {
  header: string;
  edit: string;
  editNamed: string;
  activate: string;
  activateNamed: string;
  deactivate: string;
  deactivateNamed: string;
}

/** Active or inactive, as a badge. */
export function statusColumn<Item extends EditableRecord>(
  column: ColumnHelper<Item>,
  t: TFunction,
  texts: { header: string; active: string; inactive: string },
) {
  return column.display({
    id: 'active',
    header: t(texts.header),
    cell: ({ row: { original } }) => (
      <StatusBadge tone={original.active ? 'positive' : 'neutral'}>
        {t(original.active ? texts.active : texts.inactive)}
      </StatusBadge>
    ),
    meta: { width: '8rem' },
  });
}

/** A day, as the interface's language writes it; sorted by the server under the same id. */
export function dateColumn<Item extends Record<string, unknown>>(
  column: ColumnHelper<Item>,
  id: keyof Item & string,
  header: string,
) {
  return column.display({
    id,
    header,
    enableSorting: true,
    cell: ({ row: { original } }) => formatDisplayDate(String(original[id])),
    meta: { width: '7rem' },
  });
}

/** Edit and (de)activate buttons, each naming its record for a screen reader. */
export function recordActionsColumn<Item extends EditableRecord>(
  column: ColumnHelper<Item>,
  t: TFunction,
  texts: RecordActionTexts,
  actions: {
    onEdit: (record: Item) => void;
    onSetActive: (record: Item, active: boolean) => void;
    activatingId: number | undefined;
  },
) {
  return column.display({
    id: 'actions',
    header: t(texts.header),
    enableHiding: false,
    cell: ({ row: { original: record } }) => (
      <Inline space="xsmall">
        <Button
          variant="ghost"
          size="small"
          aria-label={t(texts.editNamed, { name: record.name })}
          onPress={() => actions.onEdit(record)}
        >
          {t(texts.edit)}
        </Button>
        <Button
          variant="ghost"
          size="small"
          isBusy={actions.activatingId === record.id}
          aria-label={t(record.active ? texts.deactivateNamed : texts.activateNamed, {
            name: record.name,
          })}
          onPress={() => actions.onSetActive(record, !record.active)}
        >
          {t(record.active ? texts.deactivate : texts.activate)}
        </Button>
      </Inline>
    ),
    // Two small buttons side by side in every language.
    meta: { width: '15rem' },
  });
}
