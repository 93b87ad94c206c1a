import {
  SOURCE_NAME_MAX,
  SOURCE_SORT_FIELDS,
  type Source,
  type SourceWrite,
  sourceEndpoints,
} from '@adconsole/api';
import { FormTextField, maxLengthText, requiredText } from '@adconsole/forms';
import { createDataTableColumns } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { withTranslatedFieldError } from '../../app/fieldErrors.ts';
import { dateColumn, recordActionsColumn, statusColumn } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { RecordDialog } from '../../kit/RecordDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';

/** /sales/sources: where leads come from (spec 1 §2.8), for the sales funnel's tasks. */
const sourceList = defineList({
  params: {
    name: textParam({ query: 'nameFilter', filter: 'sources.filters.name' }),
    includeInactive: flagParam({ url: 'inactive', filter: 'sources.filters.includeInactive' }),
  },
  sort: { fields: SOURCE_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [10, 50, 100],
});

const column = createDataTableColumns<Source>();
const sourceForm = z.object({ name: z.pipe(requiredText(), maxLengthText(SOURCE_NAME_MAX)) });
const NAME_TAKEN = 'A source with this name already exists';

export function SourcesPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: sourceList,
    listKey: 'sales-sources',
    calls: sourceEndpoints,
    bulkActions: [
      { action: 'deactivate', label: 'sources.actions.deactivate' },
      { action: 'activate', label: 'sources.actions.activate' },
    ],
  });
  const editing = useRecordEditing<Source, SourceWrite>({
    calls: sourceEndpoints,
    toasts: {
      created: 'sources.toast.created',
      updated: 'sources.toast.updated',
      activated: 'sources.toast.activated',
      deactivated: 'sources.toast.deactivated',
    },
    activation: (source, active) => ({ name: source.name, active }),
  });
  const { openEdit, setActive, activatingId } = editing;
  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('sources.columns.name'), enableHiding: false }),
      statusColumn(column, t, {
        header: 'sources.columns.status',
        active: 'sources.status.active',
        inactive: 'sources.status.inactive',
      }),
      dateColumn(column, 'createdAt', t('sources.columns.createdAt')),
      dateColumn(column, 'updatedAt', t('sources.columns.updatedAt')),
      recordActionsColumn(
        column,
        t,
        {
          header: 'sources.columns.actions',
          edit: 'sources.actions.rename',
          editNamed: 'sources.actions.renameNamed',
          activate: 'sources.actions.activate',
          activateNamed: 'sources.actions.activateNamed',
          deactivate: 'sources.actions.deactivate',
          deactivateNamed: 'sources.actions.deactivateNamed',
        },
        { onEdit: openEdit, onSetActive: setActive, activatingId },
      ),
    ],
    [t, openEdit, setActive, activatingId],
  );
  return (
    <ListView
      list={list}
      title={t('routes.sources')}
      area={{ label: t('routes.sales'), href: '/sales' }}
      columns={columns}
      getRowId={(source) => String(source.id)}
      onRowAction={openEdit}
      create={{ label: t('sources.actions.create'), onPress: editing.openCreate }}
      dialog={
        editing.dialog && (
          <RecordDialog
            editing={editing}
            schema={sourceForm}
            defaults={(source) => ({ name: source?.name ?? '' })}
            toWrite={(values, source) => ({ ...values, active: source?.active ?? true })}
            title={{
              create: t('sources.dialog.createTitle'),
              edit: (source) => t('sources.dialog.editTitle', { name: source.name }),
            }}
            createLabel={t('sources.dialog.create')}
            translateError={(error) =>
              withTranslatedFieldError(error, 'name', NAME_TAKEN, t('sources.form.nameTaken'))
            }
          >
            {(control) => (
              <FormTextField
                control={control}
                name="name"
                label={t('sources.form.name')}
                isRequired
                maxLength={SOURCE_NAME_MAX}
                autoFocus
              />
            )}
          </RecordDialog>
        )
      }
    />
  );
}
