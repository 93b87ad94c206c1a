import {
  ACTIVITY_TYPES,
  type ActivityType,
  getTouchpointCreators,
  type TouchpointsQuery,
} from '@adconsole/api';
import type { FilterDefinition, LoadOptionsContext, Option } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { apiClient } from '../../app/api.ts';
import { idOption, loadAccountOptions, loadContactOptions } from '../../app/lookups.ts';
import { dateRangeOf, type FilteredListState, optionId, optionKey } from './filteredListState.ts';

/** The screen-level filter keys of spec 2 §3 and the URL parameter of each. */
export const ACTIVITY_FILTER_PARAMS = {
  ACTIVITY_TYPE: 'type',
  CONTACT: 'contact',
  CREATOR: 'creator',
  INVOICING_ACCOUNT: 'account',
  DATE: 'date',
  SORTING: 'sort',
} as const;

/** The same filters of the comments tab, without the activity type (spec 2 §2). */
export const COMMENT_FILTER_PARAMS = {
  CREATOR: 'creator',
  INVOICING_ACCOUNT: 'account',
  DATE: 'date',
  CONTACT: 'contact',
  SORTING: 'sort',
} as const;

/** The creators of touchpoints (the creator filter), matched by name as the user types. */
async function loadCreatorOptions(
  search: string,
  { signal }: LoadOptionsContext,
): Promise<Option[]> {
  const creators = await getTouchpointCreators(apiClient, { signal });
  const typed = search.trim().toLowerCase();
  return creators.items
    .filter((creator) => creator.name.toLowerCase().includes(typed))
    .map((creator) => idOption(creator.userId, creator.name));
}

export const SORT_DIRECTIONS = ['DESC', 'ASC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListFilterOptions {
  /** The account of an account page: the contacts to choose from are its own. */
  lockedAccountId?: number | undefined;
  /** The pause after typing a contact's name (spec 2 §9: 600 ms). */
  contactDebounceMs?: number;
}

/** The filter definitions shared by the activity list and the comments tab. */
function commonFilters(t: TFunction, { lockedAccountId, contactDebounceMs }: ListFilterOptions) {
  const sorting = SORT_DIRECTIONS.map((order) => ({
    id: order,
    label: t(`activities.sorting.${order}`),
  }));
  return {
    CONTACT: {
      kind: 'select',
      key: 'CONTACT',
      label: t('activities.filters.contact'),
      ...(contactDebounceMs ? { debounceMs: contactDebounceMs } : {}),
      loadOptions: (search, context) => loadContactOptions(search, context, lockedAccountId),
    },
    CREATOR: {
      kind: 'select',
      key: 'CREATOR',
      label: t('activities.filters.creator'),
      loadOptions: loadCreatorOptions,
    },
    INVOICING_ACCOUNT: {
      kind: 'select',
      key: 'INVOICING_ACCOUNT',
      label: t('activities.filters.account'),
      loadOptions: loadAccountOptions,
    },
    DATE: { kind: 'dateRange', key: 'DATE', label: t('activities.filters.date') },
    SORTING: {
      kind: 'select',
      key: 'SORTING',
      label: t('activities.filters.sorting'),
      isAlwaysShown: true,
      placeholder: sorting[0]?.label,
      options: sorting,
    },
  } satisfies Record<string, FilterDefinition>;
}

export const activityTypeOption = (t: TFunction, type: ActivityType) => ({
  id: type,
  label: t(`activities.types.${type}`),
});

/**
 * The activity list's filters (spec 2 §2): activity type, contact, creator, invoicing account,
 * date range and sorting; sorting always shows. On an account page the contacts are that
 * account's.
 */
export function activityFilters(t: TFunction, options: ListFilterOptions = {}): FilterDefinition[] {
  const common = commonFilters(t, options);
  return [
    {
      kind: 'select',
      key: 'ACTIVITY_TYPE',
      label: t('activities.filters.type'),
      options: ACTIVITY_TYPES.map((type) => activityTypeOption(t, type)),
    },
    common.CONTACT,
    common.CREATOR,
    common.INVOICING_ACCOUNT,
    common.DATE,
    common.SORTING,
  ];
}

/** The comments tab's filters (spec 2 §2): creator, invoicing account, date range, contact, sorting. */
export function commentFilters(t: TFunction, options: ListFilterOptions = {}): FilterDefinition[] {
  const common = commonFilters(t, options);
  return [common.CREATOR, common.INVOICING_ACCOUNT, common.DATE, common.CONTACT, common.SORTING];
}

const sortOf = (state: FilteredListState): SortDirection =>
  optionKey(state.values.SORTING) === 'ASC' ? 'ASC' : 'DESC';

/** The filters and paging of a list as the list calls take them (the account fixed when locked). */
export function listFilterQueryOf(state: FilteredListState, lockedAccountId?: number) {
  const accountId = lockedAccountId ?? optionId(state.values.INVOICING_ACCOUNT);
  const contactId = optionId(state.values.CONTACT);
  const creatorId = optionId(state.values.CREATOR);
  return {
    page: state.page - 1,
    limit: state.size,
    order: sortOf(state),
    ...(accountId ? { accountId } : {}),
    ...(contactId ? { contactId } : {}),
    ...(creatorId ? { creatorId } : {}),
    ...dateRangeOf(state.values.DATE),
  };
}

/** The touchpoints call of a list state (spec 2 §3: sort creationDate, default DESC). */
export function touchpointsQueryOf(
  state: FilteredListState,
  lockedAccountId?: number,
): TouchpointsQuery {
  const type = optionKey(state.values.ACTIVITY_TYPE);
  const activityType = ACTIVITY_TYPES.find((known) => known === type);
  return {
    ...listFilterQueryOf(state, lockedAccountId),
    sort: 'creationDate',
    ...(activityType ? { activityType } : {}),
  };
}
