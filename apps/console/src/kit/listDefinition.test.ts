import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { dateRangeParam } from './dateRangeParam.ts';
import {
  ALL_CHOICES,
  choiceParam,
  defineList,
  filterKeyOf,
  flagParam,
  openChoiceParam,
  recordParam,
  tabParam,
  textParam,
} from './listDefinition.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

const tasks = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'tasks.filters.search' }),
    status: choiceParam(['NEW', 'DONE', 'ARCHIVED'], {
      url: 'tab',
      filter: 'tasks.filters.status',
      labels: 'statuses',
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

describe('a list that is no table', () => {
  const texts = defineList({
    params: {
      namespace: openChoiceParam({ filter: 'texts.namespace' }),
      missing: flagParam({ filter: 'texts.missing', sendsOff: false }),
    },
    sort: {
      fields: ['key', 'updatedAt'],
      field: 'key',
      order: 'ASC',
      filter: {
        label: 'texts.sort',
        orders: { keyAsc: ['key', 'ASC'], keyDesc: ['key', 'DESC'], newest: ['updatedAt', 'DESC'] },
        labels: 'texts.orders',
      },
    },
    pageSizes: [20],
  });

  it('offers its orders as a filter, the default one as the placeholder', () => {
    const order = texts.filters(t, { namespace: ['common', 'sales'] }).at(-1);
    expect(order).toMatchObject({
      kind: 'select',
      key: 'SORT',
      placeholder: '«texts.orders.keyAsc»',
    });
    expect(texts.filterValues(t, texts.defaults)).toEqual({});
    expect(texts.filterValues(t, { ...texts.defaults, sort: 'updatedAt', order: 'DESC' })).toEqual({
      SORT: { id: 'newest', label: '«texts.orders.newest»' },
    });
    expect(texts.filterChanges({ SORT: { id: 'keyDesc', label: '' } })).toMatchObject({
      sort: 'key',
      order: 'DESC',
    });
    expect(texts.filterChanges({})).toMatchObject({ sort: 'key', order: 'ASC' });
  });

  it('keeps a value known only at run time, and leaves a switch that is off out of the call', () => {
    expect(texts.stateOf({ namespace: 'promotions' }).namespace).toBe('promotions');
    expect(texts.queryOf(texts.defaults)).toEqual({
      page: 0,
      limit: 20,
      sort: 'key',
      order: 'ASC',
    });
    expect(texts.queryOf({ ...texts.defaults, missing: true }).missing).toBe(true);
  });
});

describe('a list with status tabs (spec 3 §4: each task tab its own default sort)', () => {
  const taskSorts = {
    ALL: ['created', 'DESC'],
    NEW: ['created', 'ASC'],
    IN_PROGRESS: ['created', 'ASC'],
    SNOOZED: ['snoozedUntil', 'ASC'],
    DONE: ['assignedTime', 'DESC'],
  } as const;
  const queue = defineList({
    params: {
      search: textParam({ query: 'searchFilter' }),
      status: choiceParam(['NEW', 'IN_PROGRESS', 'SNOOZED', 'DONE'], { all: 'tasks.all' }),
    },
    sort: { fields: ['created', 'snoozedUntil', 'assignedTime'], field: 'created', order: 'DESC' },
    tabs: {
      param: 'status',
      values: ['ALL', 'NEW', 'IN_PROGRESS', 'SNOOZED', 'DONE'],
      all: 'ALL',
      label: (tab) => `tasks.tabs.${tab}`,
      sortOf: (tab) => taskSorts[tab as keyof typeof taskSorts],
    },
    pageSizes: [20],
  });

  it("reads a tab's default order when the URL names none, and leaves it out of the URL", () => {
    const snoozed = queue.stateOf({ status: 'SNOOZED' });
    expect([snoozed.sort, snoozed.order]).toEqual(['snoozedUntil', 'ASC']);
    expect(queue.searchOf(snoozed)).toEqual({ status: 'SNOOZED' });
    const all = queue.stateOf({});
    expect([all.sort, all.order]).toEqual(['created', 'DESC']);
    expect(queue.tabOf(all)).toBe('ALL');
  });

  it('keeps an order the user chose in a tab', () => {
    const chosen = queue.stateOf({ status: 'DONE', sort: 'created', order: 'ASC' });
    expect([chosen.sort, chosen.order]).toEqual(['created', 'ASC']);
    expect(queue.searchOf(chosen)).toEqual({ status: 'DONE', sort: 'created', order: 'ASC' });
  });

  it("switches tab on the first page in that tab's order, keeping the other filters", () => {
    const state = queue.stateOf({
      status: 'DONE',
      search: 'Messe',
      page: '3',
      sort: 'created',
      order: 'ASC',
    });
    const next = queue.inTab(state, 'SNOOZED');
    expect(queue.searchOf(next)).toEqual({ status: 'SNOOZED', search: 'Messe' });
    expect(queue.searchOf(queue.inTab(state, 'ALL'))).toEqual({ search: 'Messe' });
    expect(queue.queryOf(queue.inTab(state, 'ALL'))).not.toHaveProperty('status');
  });
});

describe('a filter by a record loaded at run time (recordParam)', () => {
  const accounts = defineList({
    params: { owner: recordParam({ url: 'owner', query: 'salesOwnerId', filter: 'owner' }) },
    sort: { fields: ['name'], field: 'name', order: 'ASC' },
    pageSizes: [20],
  });
  const owners = [
    { id: '7', label: 'Simon Verkauf' },
    { id: '9', label: 'Lea Brunner' },
  ];

  it('keeps an id of the URL, sends it, and refuses anything that is no id', () => {
    const state = accounts.stateOf({ owner: '9' });
    expect(state.owner).toBe('9');
    expect(accounts.queryOf(state)).toMatchObject({ salesOwnerId: '9' });
    expect(accounts.stateOf({ owner: '9; drop' }).owner).toBeUndefined();
    expect(accounts.searchOf({ ...state, owner: undefined })).toEqual({});
  });

  it('offers the loaded records by name and shows the chosen one by its name', () => {
    const [filter] = accounts.filters(t, { owner: owners });
    expect(filter).toMatchObject({ kind: 'select', options: owners });
    expect(accounts.filterValues(t, accounts.stateOf({ owner: '9' }), { owner: owners })).toEqual({
      OWNER: { id: '9', label: 'Lea Brunner' },
    });
    expect(accounts.filterChanges({ OWNER: { id: '7', label: 'Simon Verkauf' } })).toEqual({
      owner: '7',
    });
  });
});

describe('tabParam: tabs that open on another tab than ALL', () => {
  const orders = defineList({
    params: {
      status: tabParam(['ALL', 'OFFERED', 'RUNNING', 'ARCHIVED'], {
        initial: 'RUNNING',
        fallback: 'ALL',
      }),
    },
    sort: { fields: ['startDate', 'endDate'], field: 'startDate', order: 'ASC' },
    tabs: {
      param: 'status',
      values: ['ALL', 'OFFERED', 'RUNNING', 'ARCHIVED'],
      label: (tab) => tab,
      sortOf: (tab) => (tab === 'ARCHIVED' ? ['endDate', 'DESC'] : ['startDate', 'ASC']),
    },
    pageSizes: [20],
  });

  it('opens on its initial tab, left out of the URL; an unknown one is the fallback', () => {
    expect(orders.stateOf({}).status).toBe('RUNNING');
    expect(orders.searchOf(orders.stateOf({}))).toEqual({});
    expect(orders.stateOf({ status: 'NOSUCH' }).status).toBe('ALL');
  });

  it("keeps ALL in the URL, and a tab switch takes that tab's order", () => {
    const all = orders.inTab(orders.stateOf({}), 'ALL');
    expect(orders.searchOf(all)).toEqual({ status: 'ALL' });
    const archived = orders.inTab(all, 'ARCHIVED');
    expect([archived.sort, archived.order]).toEqual(['endDate', 'DESC']);
    expect(orders.searchOf(archived)).toEqual({ status: 'ARCHIVED' });
  });
});

describe('tabs.offOn: a parameter that does not apply on a tab', () => {
  // Walk finding: on "Nicht zugewiesen" the filter "Zugewiesen an: Simon Verkauf" stayed set
  // (?status=NEW&assignee=6:Simon+Verkauf). The unassigned task tabs take no assignee.
  const tasks = defineList({
    params: {
      search: textParam({ query: 'searchFilter' }),
      assignee: textParam({ query: 'assigneeId' }),
      status: choiceParam(['NEW', 'IN_PROGRESS', 'ARCHIVED'], { all: 'tasks.all' }),
    },
    sort: { fields: ['created'], field: 'created', order: 'DESC' },
    tabs: {
      param: 'status',
      values: ['ALL', 'NEW', 'IN_PROGRESS', 'ARCHIVED'],
      all: 'ALL',
      label: (tab) => `tasks.tabs.${tab}`,
      offOn: (tab) => (tab === 'NEW' || tab === 'ARCHIVED' ? ['assignee'] : []),
    },
    pageSizes: [20],
  });

  it('drops the assignee on the unassigned tabs, from the URL and on switching tab', () => {
    const opened = tasks.stateOf({ status: 'NEW', assignee: '6', search: 'Messe' });
    expect(opened.assignee).toBe(tasks.defaults.assignee);
    expect(tasks.searchOf(opened)).toEqual({ status: 'NEW', search: 'Messe' });
    expect(tasks.queryOf(opened)).not.toHaveProperty('assigneeId');
    const mine = tasks.stateOf({ status: 'IN_PROGRESS', assignee: '6' });
    expect(mine.assignee).toBe('6');
    expect(tasks.inTab(mine, 'ARCHIVED').assignee).toBe(tasks.defaults.assignee);
    expect(tasks.inTab(mine, 'ALL').assignee).toBe('6');
  });
});

describe('a date-range parameter (spec 2 §5 "Date filter"; spec 3 §3 date ranges)', () => {
  const positions = defineList({
    params: {
      startDate: dateRangeParam({
        from: 'startDateFrom',
        to: 'startDateTo',
        filter: 'digital.filters.startDate',
      }),
    },
    sort: { fields: ['startDate'] as const, field: 'startDate', order: 'ASC' },
    pageSizes: [20],
  });

  it('sends its first and last day as two query parameters, and keeps one text in the URL', () => {
    const state = positions.stateOf({ startDate: '2026-03-01,2026-03-31' });
    expect(positions.searchOf(state)).toEqual({ startDate: '2026-03-01,2026-03-31' });
    expect(positions.queryOf(state)).toMatchObject({
      startDateFrom: '2026-03-01',
      startDateTo: '2026-03-31',
    });
    expect(positions.queryOf(state)).not.toHaveProperty('startDate');
  });

  it('"values must match YYYY-MM-DD and re-format identically": others are no filter', () => {
    const wrong = positions.stateOf({ startDate: '31.03.2026,2026-04-01' });
    expect(positions.searchOf(wrong)).toEqual({});
    expect(positions.queryOf(wrong)).not.toHaveProperty('startDateFrom');
    // "A two-value range needs at least the first value valid".
    const open = positions.stateOf({ startDate: '2026-03-01,2026-02-30' });
    expect(positions.queryOf(open)).toMatchObject({ startDateFrom: '2026-03-01' });
    expect(positions.queryOf(open)).not.toHaveProperty('startDateTo');
  });

  it('keeps a year being typed in the URL (the picker keeps it) but sends only the contracts’ days', () => {
    const typing = positions.stateOf({ startDate: '2000-01-01,0200-12-31' });
    expect(positions.searchOf(typing)).toEqual({ startDate: '2000-01-01,0200-12-31' });
    expect(positions.queryOf(typing)).toMatchObject({ startDateFrom: '2000-01-01' });
    expect(positions.queryOf(typing)).not.toHaveProperty('startDateTo');
  });
});
