import { maxLengthText, requiredText } from '@adconsole/forms';
import { z } from 'zod/mini';
import { EditableList, type EditableListProps } from './EditableList.tsx';
import { defineList, flagParam, textParam } from './listDefinition.ts';
import {
  translatedNameFields,
  translatedNamesDefaults,
  translatedNamesForm,
  translatedNamesWrite,
} from './translatedNames.ts';

/** A record that is only a name, active or not (lead sources, task topics). */
type NamedRecord = {
  id: number;
  name: string;
  /** Its stored names per language, when the resource has them (topics, sources). */
  nameDe?: string;
  nameEn?: string | null;
  nameFr?: string | null;
  nameIt?: string | null;
  active: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export interface NamedRecordScreen {
  /** The resource's calls (`resourceEndpoints` of a name-and-activity resource). */
  calls: EditableListProps<NamedRecord, unknown>['calls'];
  /** The i18n prefix of its texts (filters, columns, actions, dialog, form, toasts). */
  texts: string;
  listKey: string;
  sortFields: readonly ['name', ...string[]];
  nameMax: number;
  /**
   * The record has a name per language (issue 33: topics and sources since migration 0022): the
   * form edits the German one (`name`, labelled as German) and the English, French and Italian
   * ones (`<texts>.form.nameEn|nameFr|nameIt`).
   */
  translatedNames?: boolean;
}

/** The declaration of a named-records screen, made once per screen at module level. */
export function namedRecords(screen: NamedRecordScreen) {
  const { texts, sortFields, nameMax } = screen;
  return {
    ...screen,
    definition: defineList({
      params: {
        name: textParam({ query: 'nameFilter', filter: `${texts}.filters.name` }),
        includeInactive: flagParam({
          url: 'inactive',
          filter: `${texts}.filters.includeInactive`,
        }),
      },
      sort: { fields: sortFields, field: 'name', order: 'ASC' },
      pageSizes: [10, 50, 100],
    }),
    schema: screen.translatedNames
      ? z.object(translatedNamesForm(nameMax))
      : z.object({ name: z.pipe(requiredText(), maxLengthText(nameMax)) }),
  };
}

/**
 * The whole screen of a list of named records: a name search, the inactive ones on request,
 * the name, status and dates as columns, create and rename in a dialog, (de)activation one by
 * one or in bulk. /sales/sources and /sales/task-topics are this screen.
 */
export function NamedRecordList({ screen }: { screen: ReturnType<typeof namedRecords> }) {
  const { calls, texts, listKey, nameMax, definition, schema, translatedNames } = screen;
  return (
    <EditableList<NamedRecord, unknown>
      {...{ definition, calls, texts, listKey }}
      columns={namedColumns}
      form={{
        schema,
        defaults: (record?: NamedRecord) =>
          translatedNames
            ? translatedNamesDefaults(
                record && {
                  nameDe: record.nameDe ?? record.name,
                  nameEn: record.nameEn ?? null,
                  nameFr: record.nameFr ?? null,
                  nameIt: record.nameIt ?? null,
                },
              )
            : { name: record?.name ?? '' },
        toWrite: (values, record) => ({
          ...(translatedNames
            ? translatedNamesWrite(values as Parameters<typeof translatedNamesWrite>[0])
            : values),
          active: record?.active ?? true,
        }),
        fields: translatedNames
          ? translatedNameFields(nameMax)
          : [{ kind: 'text', name: 'name', isRequired: true, maxLength: nameMax }],
      }}
    />
  );
}

const namedColumns: EditableListProps<NamedRecord, unknown>['columns'] = (column) => [
  column.text('name'),
  column.status(),
  column.date('createdAt'),
  column.date('updatedAt'),
];
