import { TOPIC_NAME_MAX, TOPIC_SORT_FIELDS, type Topic, topicEndpoints } from '@adconsole/api';
import { maxLengthText, requiredText } from '@adconsole/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';

/** /sales/task-topics: what a sales task is about, managed like the lead sources. */
const topicList = defineList({
  params: {
    name: textParam({ query: 'nameFilter', filter: 'taskTopics.filters.name' }),
    includeInactive: flagParam({ url: 'inactive', filter: 'taskTopics.filters.includeInactive' }),
  },
  sort: { fields: TOPIC_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [10, 50, 100],
});
const topicForm = z.object({ name: z.pipe(requiredText(), maxLengthText(TOPIC_NAME_MAX)) });

export function TaskTopicsPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: topicList,
    listKey: 'sales-task-topics',
    calls: topicEndpoints,
    bulkActions: [
      { action: 'deactivate', label: 'taskTopics.actions.deactivate' },
      { action: 'activate', label: 'taskTopics.actions.activate' },
    ],
  });
  const records = useRecordEditing({
    calls: topicEndpoints,
    texts: 'taskTopics',
    form: {
      schema: topicForm,
      defaults: (topic?: Topic) => ({ name: topic?.name ?? '' }),
      toWrite: (values, topic) => ({ ...values, active: topic?.active ?? true }),
      nameTaken: 'A topic with this name already exists',
      fields: [{ kind: 'text', name: 'name', isRequired: true, maxLength: TOPIC_NAME_MAX }],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<Topic>(t, 'taskTopics');
    return [
      column.text('name'),
      column.status(),
      column.date('createdAt'),
      column.date('updatedAt'),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} records={records} />;
}
