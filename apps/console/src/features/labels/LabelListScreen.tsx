import type { Label, LabelType } from '@adconsole/api';
import {
  activityEndpoints,
  LABEL_DESCRIPTION_MAX,
  LABEL_NAME_MAX,
  LABEL_TYPES,
} from '@adconsole/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { labelFormSchema } from './labelForm.ts';
import { labelList, labelsQueryOf } from './labelListState.ts';

const { labels, createLabel, updateLabel } = activityEndpoints;

/** A label list of every type, or of the one `fixedType`: filters, paging, create and edit. */
function LabelListScreen({ scope, fixedType }: { scope: string; fixedType?: LabelType }) {
  const { t } = useTranslation();
  const typeName = (type: LabelType) => t(`labels.types.${type}`);
  const list = useList({
    definition: labelList,
    listKey: scope,
    calls: { list: labels },
    query: (_query, state) => labelsQueryOf(state, fixedType),
  });
  const records = useRecordEditing({
    calls: { create: createLabel, update: updateLabel },
    texts: 'labels',
    form: {
      schema: labelFormSchema,
      defaults: (label?: Label) => ({
        name: label?.name ?? '',
        type: label?.type ?? list.state.type ?? fixedType ?? null,
        description: label?.description ?? '',
      }),
      toWrite: (values, label) => ({
        ...values,
        description: values.description || null,
        active: label?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: LABEL_NAME_MAX },
        !fixedType && {
          kind: 'select',
          name: 'type',
          isRequired: true,
          options: LABEL_TYPES.map((id) => ({ id, label: typeName(id) })),
        },
        { kind: 'textarea', name: 'description', maxLength: LABEL_DESCRIPTION_MAX },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<Label>(t, 'labels');
    return [
      column.text('name'),
      ...(fixedType ? [] : [column.text('type', (type) => t(`labels.types.${type}`))]),
      column.text('description'),
      column.status(),
      column.date('createdAt'),
    ];
  }, [t, fixedType]);
  return <ListView list={list} columns={columns} records={records} />;
}

/** /sales/tags: the sales-funnel labels (SALESFUNNEL holders). */
export const SalesTagsPage = () => <LabelListScreen scope="sales-tags" fixedType="SALESFUNNEL" />;

/** /settings/labels: labels of every type (administrators). */
export const SettingsLabelsPage = () => <LabelListScreen scope="settings-labels" />;
