import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  ALL_CHOICES,
  choiceParam,
  defineList,
  filterKeyOf,
  flagParam,
  textParam,
} from './listDefinition.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

const tasks = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'tasks.filters.search' }),
    status: choiceParam(['NEW', 'DONE', 'ARCHIVED'], {
      url: 'tab',
      filter: 'tasks.filters.status',
      optionLabel: (status) => `statuses.${status}`,
      all: 'tasks.filters.all',
    }),
    mine: flagParam({ query: null }),
  },
  sort: { fields: ['updated', 'created'], field: 'updated', order: 'DESC' },
  pageSizes: [20, 50],
});

describe('a declared list', () => {
  it('names its URL parameters: paging and sort first, then each under its URL name', () => {
    expect(tasks.keys).toEqual(['page', 'size', 'sort', 'order', 'search', 'tab', 'mine']);
    expect(tasks.defaults).toEqual({
      page: 1,
      size: 20,
      sort: 'updated',
      order: 'DESC',
      search: '',
      status: undefined,
      mine: false,
    });
  });

  it('writes sort and order together when either differs, and leaves every default out', () => {
    expect(tasks.searchOf({ ...tasks.defaults, order: 'ASC' })).toEqual({
      sort: 'updated',
      order: 'ASC',
    });
    expect(tasks.searchOf({ ...tasks.defaults, search: '   ' })).toEqual({});
    expect(tasks.stateOf({ size: '100', tab: 'LOST', mine: 'true' })).toEqual({
      ...tasks.defaults,
      mine: true,
    });
  });

  it('sends each parameter under its query name, not one marked as not sent', () => {
    expect(
      tasks.queryOf({ ...tasks.defaults, page: 3, search: ' Messe ', status: 'DONE', mine: true }),
    ).toEqual({
      page: 2,
      limit: 20,
      sort: 'updated',
      order: 'DESC',
      searchFilter: 'Messe',
      status: 'DONE',
    });
  });

  it('offers "all" and the choices a screen allows, and reads any other choice as none', () => {
    const [search, status] = tasks.filters(t, { status: ['NEW', 'DONE'] });
    expect(search).toMatchObject({
      kind: 'search',
      key: 'SEARCH',
      label: '«tasks.filters.search»',
    });
    expect(status).toMatchObject({
      kind: 'select',
      key: 'STATUS',
      placeholder: '«tasks.filters.all»',
    });
    expect(status && 'options' in status ? status.options : []).toEqual([
      { id: ALL_CHOICES, label: '«tasks.filters.all»' },
      { id: 'NEW', label: '«statuses.NEW»' },
      { id: 'DONE', label: '«statuses.DONE»' },
    ]);
    const allowed = { status: ['NEW', 'DONE'] };
    expect(
      tasks.filterChanges({ STATUS: { id: 'ARCHIVED', label: '' } }, allowed).status,
    ).toBeUndefined();
    expect(tasks.filterChanges({ STATUS: { id: 'DONE', label: '' } }, allowed).status).toBe('DONE');
    // A parameter without a filter keeps its value: the bar does not hold it.
    expect(tasks.filterChanges({})).toEqual({ search: '', status: undefined });
  });

  it('keys each filter by its state key in constant case', () => {
    expect(filterKeyOf('includeInactive')).toBe('INCLUDE_INACTIVE');
    expect(tasks.filterValues(t, { ...tasks.defaults, search: 'Bern', status: 'NEW' })).toEqual({
      SEARCH: 'Bern',
      STATUS: { id: 'NEW', label: '«statuses.NEW»' },
    });
  });
});
