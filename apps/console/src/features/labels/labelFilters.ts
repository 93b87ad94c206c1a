import type { LabelType } from '@adconsole/api';
import type { FilterDefinition, FilterValues, Option } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import type { LabelListState } from './labelListState.ts';

/** The option of the type filter that stands for every type. */
export const ALL_TYPES = 'ALL';

export const labelTypeOption = (t: TFunction, type: LabelType): Option => ({
  id: type,
  label: t(`labels.types.${type}`),
});

/**
 * The filters above a label list: the name, the type (only where the screen shows every type)
 * and whether inactive labels show too. Few enough to show all of them at once.
 */
export function labelFilters(
  t: TFunction,
  types: readonly LabelType[] | undefined,
): FilterDefinition[] {
  return [
    { kind: 'search', key: 'NAME', label: t('labels.filters.name'), isAlwaysShown: true },
    ...(types
      ? [
          {
            kind: 'select',
            key: 'TYPE',
            label: t('labels.filters.type'),
            isAlwaysShown: true,
            placeholder: t('labels.filters.allTypes'),
            options: [
              { id: ALL_TYPES, label: t('labels.filters.allTypes') },
              ...types.map((type) => labelTypeOption(t, type)),
            ],
          } satisfies FilterDefinition,
        ]
      : []),
    {
      kind: 'boolean',
      key: 'INCLUDE_INACTIVE',
      label: t('labels.filters.includeInactive'),
      isAlwaysShown: true,
    },
  ];
}

/** The filter bar's values of a list state. */
export function labelFilterValues(t: TFunction, state: LabelListState): FilterValues {
  return {
    ...(state.name ? { NAME: state.name } : {}),
    ...(state.type ? { TYPE: labelTypeOption(t, state.type) } : {}),
    ...(state.includeInactive ? { INCLUDE_INACTIVE: true } : {}),
  };
}

/** What the filter bar's values change in the list state. */
export function labelFilterChanges(
  values: FilterValues,
  types: readonly LabelType[],
): Pick<LabelListState, 'name' | 'type' | 'includeInactive'> {
  const type = values.TYPE;
  const typeId = typeof type === 'object' && 'id' in type ? type.id : undefined;
  return {
    name: typeof values.NAME === 'string' ? values.NAME : '',
    type: types.find((known) => known === typeId),
    includeInactive: values.INCLUDE_INACTIVE === true,
  };
}
