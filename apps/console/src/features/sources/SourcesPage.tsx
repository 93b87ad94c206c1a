import { SOURCE_NAME_MAX, SOURCE_SORT_FIELDS, type Source, sourceEndpoints } from '@adconsole/api';
import { maxLengthText, requiredText } from '@adconsole/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
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
const sourceForm = z.object({ name: z.pipe(requiredText(), maxLengthText(SOURCE_NAME_MAX)) });

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
  const records = useRecordEditing({
    calls: sourceEndpoints,
    texts: 'sources',
    form: {
      schema: sourceForm,
      defaults: (source?: Source) => ({ name: source?.name ?? '' }),
      toWrite: (values, source) => ({ ...values, active: source?.active ?? true }),
      nameTaken: 'A source with this name already exists',
      fields: [{ kind: 'text', name: 'name', isRequired: true, maxLength: SOURCE_NAME_MAX }],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<Source>(t, 'sources');
    return [
      column.text('name'),
      column.status(),
      column.date('createdAt'),
      column.date('updatedAt'),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} records={records} />;
}
