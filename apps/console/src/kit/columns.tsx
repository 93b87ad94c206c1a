import { formatDateTime, formatDisplayDate, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  type DataTableColumn,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { cellMoney, cellNumber, cellPercent, kindOfColumn, statusLabel } from './cellFormat.ts';
import { oneLine } from './columns.css.ts';
import type { EditableRecord } from './useRecordEditing.ts';

// Columns every record list has, built on the screen's own column helper so they type-check
// against its rows: the active/inactive status, a date, and the row's edit and (de)activate
// buttons. Their texts follow the record texts convention of README.md: `texts` is the
// record's i18n prefix (`labels`, `sources`).

export type ColumnHelper<Item extends Record<string, unknown>> = ReturnType<
  typeof createDataTableColumns<Item>
>;

/**
 * A list's columns as the kit shows them: each with its kind (declared, or by its name), and a
 * cell that writes a plain number with the one number formatter.
 */
export function kitColumns<Item extends Record<string, unknown>>(
  columns: readonly DataTableColumn<Item>[],
  language: Language,
): DataTableColumn<Item>[] {
  return columns.map((column, index) => {
    const kind = column.meta?.kind ?? kindOfColumn(column.id ?? '', index);
    return {
      ...column,
      meta: { ...column.meta, kind },
      ...(!column.cell && {
        cell: (info: { getValue: () => unknown }) => {
          const value = info.getValue();
          if (typeof value !== 'number') return value as string;
          if (kind === 'money') return cellMoney(value, language);
          if (kind === 'percent') return cellPercent(value, language);
          return cellNumber(value, language);
        },
      }),
    } as DataTableColumn<Item>;
  });
}

/**
 * The columns of a record list by the texts convention: each header is `<texts>.columns.<id>`.
 * Whether a column sorts is the list's to say (its sort fields), not the column's: ListView
 * makes exactly those sortable.
 */
export function recordColumns<Item extends EditableRecord>(t: TFunction, texts: string) {
  const column = createDataTableColumns<Item>();
  return {
    /** A value as text, or as `format` writes it. */
    text: <Id extends keyof Item & string>(id: Id, format?: (value: Item[Id]) => string) =>
      column.accessor((row) => row[id], {
        id,
        header: t(`${texts}.columns.${String(id)}`),
        ...(format && { cell: (info) => format(info.getValue() as Item[Id]) }),
      }),
    /**
     * The record's name, or another record's it names (an advertiser, a position, as `format`
     * writes it): it takes the room that is left, and shows all of it when cut.
     */
    name: <Id extends keyof Item & string>(id: Id, format?: (value: Item[Id]) => string) =>
      column.accessor((row) => row[id], {
        id,
        header: t(`${texts}.columns.${String(id)}`),
        ...(format && { cell: (info) => format(info.getValue() as Item[Id]) }),
        meta: { kind: 'name' },
      }),
    /** A count, written with the kit's one number formatter. */
    number: <Id extends keyof Item & string>(id: Id, language: Language) =>
      column.accessor((row) => row[id], {
        id,
        header: t(`${texts}.columns.${String(id)}`),
        cell: (info) => cellNumber(info.getValue(), language),
        meta: { kind: 'number' },
      }),
    /** An amount (with the row's currency, if `currencyOf` gives one): never cut. */
    money: <Id extends keyof Item & string>(
      id: Id,
      language: Language,
      currencyOf?: (row: Item) => string | undefined,
    ) =>
      column.accessor((row) => row[id], {
        id,
        header: t(`${texts}.columns.${String(id)}`),
        cell: (info) => cellMoney(info.getValue(), language, currencyOf?.(info.row.original)),
        meta: { kind: 'money' },
      }),
    /** A percentage given in percent: 12.50%. */
    percent: <Id extends keyof Item & string>(id: Id, language: Language) =>
      column.accessor((row) => row[id], {
        id,
        header: t(`${texts}.columns.${String(id)}`),
        cell: (info) => cellPercent(info.getValue(), language),
        meta: { kind: 'percent' },
      }),
    /**
     * A status code as a badge with its label (`labels` is the i18n prefix of the codes'
     * labels, e.g. `statuses`) and the tone of `tones`.
     */
    statusBadge: <Id extends keyof Item & string>(
      id: Id,
      labels: string,
      tones: Readonly<Record<string, StatusTone>>,
    ) =>
      column.accessor((row) => row[id], {
        id,
        header: t(`${texts}.columns.${String(id)}`),
        cell: (info) => {
          const code = String(info.getValue() ?? '');
          return code ? (
            <StatusBadge tone={tones[code] ?? 'neutral'}>
              {statusLabel(t, labels, code)}
            </StatusBadge>
          ) : (
            ''
          );
        },
        meta: { kind: 'status' },
      }),
    status: () => statusColumn(column, t, texts),
    /**
     * A link of each row to a page of its own action (a new record from a copy of it): the
     * column `<texts>.columns.<action>`, the link `<texts>.actions.<action>` named for the row by
     * `<texts>.actions.<action>Named`.
     */
    rowLink: (action: string, hrefOf: (row: Item) => string) =>
      column.display({
        id: action,
        header: t(`${texts}.columns.${action}`),
        cell: ({ row: { original } }) => (
          <Link
            href={hrefOf(original)}
            aria-label={t(`${texts}.actions.${action}Named`, { name: original.name })}
          >
            {t(`${texts}.actions.${action}`)}
          </Link>
        ),
        meta: { kind: 'actions' },
      }),
    date: (id: keyof Item & string) => dateColumn(column, id, t(`${texts}.columns.${String(id)}`)),
  };
}

type StatusTone = NonNullable<Parameters<typeof StatusBadge>[0]['tone']>;

/** Active or inactive, as a badge (texts: `<texts>.columns.status`, `<texts>.status.active|inactive`). */
function statusColumn<Item extends EditableRecord>(
  column: ColumnHelper<Item>,
  t: TFunction,
  texts: string,
) {
  return column.display({
    id: 'active',
    header: t(`${texts}.columns.status`),
    cell: ({ row: { original } }) => (
      <StatusBadge tone={original.active ? 'positive' : 'neutral'}>
        {t(`${texts}.status.${original.active ? 'active' : 'inactive'}`)}
      </StatusBadge>
    ),
    meta: { kind: 'status' },
  });
}

/** A day, as the interface's language writes it; sorted by the server under the same id. */
export function dateColumn<Item extends Record<string, unknown>>(
  column: ColumnHelper<Item>,
  id: keyof Item & string,
  header: string,
) {
  return column.accessor((row) => String(row[id]), {
    id,
    header,
    cell: (info) => formatDisplayDate(info.getValue()),
    meta: { kind: 'date' },
  });
}

/** A moment (day and time), as the interface's language writes it; never cut. */
export function dateTimeColumn<Item extends Record<string, unknown>>(
  column: ColumnHelper<Item>,
  id: keyof Item & string,
  header: string,
) {
  return column.accessor((row) => row[id] as string, {
    id,
    header,
    cell: (info) => formatDateTime(info.getValue()),
    meta: { kind: 'date', width: '10rem' },
  });
}

const toggle = (record: EditableRecord) => (record.active ? 'deactivate' : 'activate');

/**
 * Edit and (de)activate buttons, each naming its record for a screen reader (texts:
 * `<texts>.columns.actions`, `<texts>.actions.edit|activate|deactivate` and their `…Named`).
 */
export function recordActionsColumn<Item extends EditableRecord>(
  column: ColumnHelper<Item>,
  t: TFunction,
  texts: string,
  actions: {
    openEdit: (record: Item) => void;
    setActive: (record: Item, active: boolean) => void;
    activatingId: number | undefined;
  },
) {
  return column.display({
    id: 'actions',
    header: t(`${texts}.columns.actions`),
    enableHiding: false,
    cell: ({ row: { original: record } }) => (
      <Inline space="xsmall">
        <Button
          variant="ghost"
          size="small"
          aria-label={t(`${texts}.actions.editNamed`, { name: record.name })}
          onPress={() => actions.openEdit(record)}
        >
          {t(`${texts}.actions.edit`)}
        </Button>
        <Button
          variant="ghost"
          size="small"
          isBusy={actions.activatingId === record.id}
          aria-label={t(`${texts}.actions.${toggle(record)}Named`, { name: record.name })}
          onPress={() => actions.setActive(record, !record.active)}
        >
          {t(`${texts}.actions.${toggle(record)}`)}
        </Button>
      </Inline>
    ),
    // Two small buttons side by side in every language, never cut.
    meta: { kind: 'actions' },
  });
}

/**
 * A name on two lines, the record's name over what it belongs to (a campaign over its customer,
 * a position over its campaign): each line ends in an ellipsis where the column is too narrow,
 * its whole text in its title (issue 37: the names were clipped mid-letter without either).
 */
export function NameCell({
  name,
  detail,
  detailHref,
}: {
  name: string;
  detail: string;
  /** The detail as a link (the campaign of a position). */
  detailHref?: string;
}) {
  return (
    <Stack space="xxsmall">
      <span className={oneLine} title={name}>
        <Text as="span" size="small" weight="strong">
          {name}
        </Text>
      </span>
      <span className={oneLine} title={detail}>
        {detailHref ? (
          <Link href={detailHref}>{detail}</Link>
        ) : (
          <Text as="span" size="small" tone="muted">
            {detail}
          </Text>
        )}
      </span>
    </Stack>
  );
}
