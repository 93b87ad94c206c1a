import type { SettingsLookups } from '@adconsole/api';
import { settingsEndpoints } from '@adconsole/api';
import type { EditableListProps } from '../../kit/EditableList.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import type { EditableRecord } from '../../kit/useRecordEditing.ts';

// The settings lists (spec 1 §2.12; issue 28) are one screen declared many times: a name
// search, the inactive records on request, the record's columns, create and edit in a dialog,
// (de)activation one by one and in bulk. A declaration names its calls, texts, sort and form.

/** The list's URL parameters: the name search and the inactive switch, plus any of its own. */
export function settingsListDefinition<
  const Sort extends string,
  const Extra extends Parameters<typeof defineList>[0]['params'] = Record<never, never>,
>(
  texts: string,
  sortFields: readonly [Sort, ...Sort[]],
  order: 'ASC' | 'DESC' = 'ASC',
  extra?: Extra,
) {
  return defineList({
    params: {
      name: textParam({ query: 'nameFilter', filter: `${texts}.filters.name` }),
      includeInactive: flagParam({ url: 'inactive', filter: `${texts}.filters.includeInactive` }),
      ...(extra as Extra),
    },
    sort: { fields: sortFields, field: sortFields[0], order },
    pageSizes: [20, 50, 100],
  });
}

/**
 * A settings list's declaration: its texts, its calls and its list definition (its sort fields,
 * the first the default), spread into `SettingsList`.
 */
export function settingsResource<
  const Sort extends string,
  const Extra extends Parameters<typeof defineList>[0]['params'] = Record<never, never>,
>(
  texts: string,
  calls: EditableListProps<EditableRecord, unknown>['calls'],
  sortFields: readonly [Sort, ...Sort[]],
  order: 'ASC' | 'DESC' = 'ASC',
  /** The list's own filters besides the name and the inactive switch (a station). */
  extra?: Extra,
) {
  return { texts, calls, definition: settingsListDefinition(texts, sortFields, order, extra) };
}

// The list itself is the kit's (kit/EditableList.tsx).
export {
  EditableList as SettingsList,
  type EditableListProps as SettingsListProps,
} from '../../kit/EditableList.tsx';

/** The ad media, websites, placements, slots, price lists and products the forms choose from. */
export function useSettingsLookups(): SettingsLookups | undefined {
  return useEndpoint(settingsEndpoints.settingsLookups, {}, { staleTime: 30_000 }).data;
}

// The options every settings form builds: the kit's (kit/options.ts).
export { idOf, recordOptions, valueOptions } from '../../kit/options.ts';

/** A list of values as text ("300x250, 728x90"), or a dash. */
export const joined = (values: readonly string[] | null | undefined) =>
  values?.length ? values.join(', ') : '–';

// --- Names in four languages (issue 33): the kit's (kit/translatedNames.ts) ---
export {
  translatedNameFields,
  translatedNamesDefaults,
  translatedNamesForm,
  translatedNamesWrite,
} from '../../kit/translatedNames.ts';
