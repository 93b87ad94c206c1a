import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../app/memoryStorage.ts';
import { clearSavedListFilters } from '../../app/storage.ts';
import {
  listStorageKey,
  pickListSearch,
  readStoredListSearch,
  storeListSearch,
} from '../../kit/listSearch.ts';
import { ALL_TYPES, labelFilterChanges, labelFilterValues } from './labelFilters.ts';
import {
  defaultLabelListState,
  LABEL_LIST_KEYS,
  labelListSearchOf,
  labelListStateOf,
  labelsQueryOf,
} from './labelListState.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('the label list state in the URL', () => {
  it('reads an empty URL as the first page of active labels by name', () => {
    expect(labelListStateOf({})).toEqual(defaultLabelListState);
    expect(labelListSearchOf(defaultLabelListState)).toEqual({});
  });

  it('reads back what it wrote', () => {
    const state = {
      page: 3,
      size: 50,
      sort: 'createdAt',
      order: 'DESC',
      name: 'Lead',
      type: 'WEBSITES',
      includeInactive: true,
    } as const;
    const search = labelListSearchOf(state);
    expect(search).toEqual({
      page: '3',
      size: '50',
      sort: 'createdAt',
      order: 'DESC',
      name: 'Lead',
      type: 'WEBSITES',
      inactive: 'true',
    });
    expect(labelListStateOf(search)).toEqual(state);
  });

  it('drops each parameter that does not fit, keeping the others', () => {
    expect(
      labelListStateOf({
        page: '-2',
        size: '33',
        sort: 'colour',
        order: 'UP',
        type: 'CINEMA',
        inactive: 'yes',
        name: 'Print',
      }),
    ).toEqual({ ...defaultLabelListState, name: 'Print' });
  });

  it('asks the labels call for the page from 0, the trimmed name and the fixed type', () => {
    const state = { ...defaultLabelListState, page: 2, name: '  Hot ', type: 'ORDERS' } as const;
    expect(labelsQueryOf(state, 'SALESFUNNEL')).toEqual({
      type: 'SALESFUNNEL',
      page: 1,
      limit: 10,
      sort: 'name',
      order: 'ASC',
      nameFilter: 'Hot',
      includeInactive: false,
    });
    expect(labelsQueryOf({ ...state, name: ' ' }).nameFilter).toBeUndefined();
    expect(labelsQueryOf(state).type).toBe('ORDERS');
  });
});

describe('the label filters', () => {
  it('turn the state into filter values and back', () => {
    const state = { ...defaultLabelListState, name: 'Neu', type: 'CONTACTS' as const };
    const values = labelFilterValues(t, state);
    expect(values).toEqual({
      NAME: 'Neu',
      TYPE: { id: 'CONTACTS', label: 'labels.types.CONTACTS' },
    });
    expect(labelFilterChanges(values, ['CONTACTS', 'ORDERS'])).toEqual({
      name: 'Neu',
      type: 'CONTACTS',
      includeInactive: false,
    });
  });

  it('read "all types" and unknown types as no type', () => {
    const all = { TYPE: { id: ALL_TYPES, label: 'All types' }, INCLUDE_INACTIVE: true };
    expect(labelFilterChanges(all, ['CONTACTS'])).toEqual({
      name: '',
      type: undefined,
      includeInactive: true,
    });
  });
});

describe('the list state in session storage', () => {
  it('keeps only the list keys, as text, under the filters: prefix', () => {
    const storage = memoryStorage();
    storeListSearch(storage, 'sales-tags', { page: '2', name: 'Print' });
    expect(storage.getItem('filters:sales-tags')).toBe('{"page":"2","name":"Print"}');
    expect(readStoredListSearch(storage, 'sales-tags', LABEL_LIST_KEYS)).toEqual({
      page: '2',
      name: 'Print',
    });
    storeListSearch(storage, 'sales-tags', {});
    expect(storage.getItem(listStorageKey('sales-tags'))).toBeNull();
  });

  it('reads the router numbers and booleans as text and ignores other keys', () => {
    expect(
      pickListSearch({ page: 2, inactive: true, name: '', tab: 'x' }, LABEL_LIST_KEYS),
    ).toEqual({ page: '2', inactive: 'true' });
  });

  it('is forgotten at a company switch, and broken entries read as nothing', () => {
    const storage = memoryStorage({ 'filters:settings-labels': '{"type":"ORDERS"}' });
    clearSavedListFilters(storage);
    expect(readStoredListSearch(storage, 'settings-labels', LABEL_LIST_KEYS)).toEqual({});
    storage.setItem('filters:settings-labels', '{not json');
    expect(readStoredListSearch(storage, 'settings-labels', LABEL_LIST_KEYS)).toEqual({});
  });
});
