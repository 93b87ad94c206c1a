import { LABEL_SORT_FIELDS, LABEL_TYPES, type LabelsQuery, type LabelType } from '@adconsole/api';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';

/** A label list (/sales/tags, /settings/labels): by name, type and activity; the call pages by 100 at most. */
export const labelList = defineList({
  params: {
    name: textParam({ query: 'nameFilter', filter: 'labels.filters.name' }),
    type: choiceParam(LABEL_TYPES, {
      filter: 'labels.filters.type',
      labels: 'labels.types',
      all: 'labels.filters.allTypes',
    }),
    includeInactive: flagParam({ url: 'inactive', filter: 'labels.filters.includeInactive' }),
  },
  sort: { fields: LABEL_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [10, 50, 100],
});

export type LabelListState = typeof labelList.defaults;
export const {
  keys: LABEL_LIST_KEYS,
  defaults: defaultLabelListState,
  stateOf: labelListStateOf,
  searchOf: labelListSearchOf,
} = labelList;

/** The labels call for a state; `fixedType` is the type a screen is bound to (/sales/tags). */
export const labelsQueryOf = (state: LabelListState, fixedType?: LabelType): LabelsQuery => ({
  ...labelList.queryOf(state),
  type: fixedType ?? state.type,
});
