import type { LabelType } from '@adconsole/api';
import type { FilterValues } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { ALL_CHOICES } from '../../kit/listDefinition.ts';
import { type LabelListState, labelList } from './labelListState.ts';

/** The option of the type filter that stands for every type. */
export const ALL_TYPES = ALL_CHOICES;

/** The filter bar's values of a list state. */
export const labelFilterValues = (t: TFunction, state: LabelListState): FilterValues =>
  labelList.filterValues(t, state);

/** What the filter bar's values change in the list state; a type outside `types` is none. */
export const labelFilterChanges = (values: FilterValues, types: readonly LabelType[]) =>
  labelList.filterChanges(values, { type: types });
