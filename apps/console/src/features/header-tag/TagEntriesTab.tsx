import { type HeaderTag, type HeaderTagWrite, headerTagEndpoints } from '@adconsole/api';
import {
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Inline,
  PlusIcon,
  Stack,
  useToast,
} from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import type { RecordForm } from '../../kit/RecordDialog.tsx';
import { RecordDialog } from '../../kit/RecordDialog.tsx';
import { rowActionsColumn } from '../../kit/rowActions.tsx';

// A tab of a header tag that edits one of its lists (disable rules, dynamic placements, raw
// scripts): the entries in a table, each edited or removed, new ones added in the declared
// dialog; every change saves the tag (its version guards against a stale write).

export type TagListField = 'disableRules' | 'dynamicPlacements' | 'rawScripts';
/** An entry as the dialog and the table take it: its place in the list (from 1) is its id. */
export type EntryRow = Record<string, unknown> & { id: number; name: string };
type Entry = Record<string, unknown>;

export interface TagEntriesDeclaration {
  field: TagListField;
  /** The i18n prefix: `<texts>.columns.*`, `<texts>.form.*`, `<texts>.dialog.*`, `<texts>.empty`. */
  texts: string;
  nameOf: (entry: Entry) => string;
  columns: DataTableColumn<EntryRow>[];
  form: RecordForm<EntryRow, z.ZodMiniObject, Entry>;
}

export function tagWrite(tag: HeaderTag, change: Partial<HeaderTagWrite>) {
  return {
    websiteId: tag.websiteId,
    name: tag.name,
    settings: tag.settings,
    disableRules: tag.disableRules,
    dynamicPlacements: tag.dynamicPlacements,
    rawScripts: tag.rawScripts,
    ...change,
    version: tag.version,
  };
}

export function TagEntriesTab({
  tag,
  declaration,
}: {
  tag: HeaderTag;
  declaration: TagEntriesDeclaration;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidatePath();
  const [editing, setEditing] = useState<EntryRow | 'new' | null>(null);
  const entries = tag[declaration.field] as unknown as Entry[];
  const rows: EntryRow[] = entries.map((entry, index) => ({
    ...entry,
    id: index + 1,
    name: declaration.nameOf(entry),
  }));
  const save = async (list: Entry[]) => {
    await call(headerTagEndpoints.update, {
      params: { id: tag.id },
      body: tagWrite(tag, { [declaration.field]: list } as Partial<HeaderTagWrite>),
    });
    invalidate(headerTagEndpoints.list.path);
    toast({ title: t(`${declaration.texts}.toast.saved`), tone: 'positive' });
  };
  const strip = ({ id: _id, name: _name, ...entry }: EntryRow): Entry => entry;
  const helper = createDataTableColumns<EntryRow>();
  const columns = [
    ...declaration.columns,
    rowActionsColumn(helper, t, {
      header: t(`${declaration.texts}.columns.actions`),
      nameOf: (row) => row.name,
      actionsOf: (row) => [
        {
          id: 'edit',
          label: t(`${declaration.texts}.actions.edit`),
          onAction: () => setEditing(row),
        },
        {
          id: 'remove',
          label: t(`${declaration.texts}.actions.remove`),
          tone: 'critical' as const,
          onAction: () => void save(rows.filter((other) => other.id !== row.id).map(strip)),
        },
      ],
    }),
  ];
  return (
    <Stack space="medium">
      <Inline space="small">
        <Button icon={<PlusIcon />} onPress={() => setEditing('new')}>
          {t(`${declaration.texts}.actions.create`)}
        </Button>
      </Inline>
      {rows.length === 0 ? (
        <EmptyState message={t(`${declaration.texts}.empty`)} />
      ) : (
        <DataTable
          aria-label={t(`${declaration.texts}.title`)}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
        />
      )}
      {editing !== null && (
        <RecordDialog
          editing={{
            texts: declaration.texts,
            form: declaration.form,
            editing: editing === 'new' ? undefined : editing,
            save: async (entry: Entry) => {
              const list =
                editing === 'new'
                  ? [...entries, entry]
                  : rows.map((row) => (row.id === editing.id ? entry : strip(row)));
              await save(list);
              setEditing(null);
              return { ...entry, id: 0, name: declaration.nameOf(entry) };
            },
            closeDialog: () => setEditing(null),
          }}
        />
      )}
    </Stack>
  );
}
