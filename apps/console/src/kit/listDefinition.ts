import { SORT_ORDERS, type SortOrder } from '@adconsole/api';
import type { FilterDefinition, FilterValues, LoadOptionsContext, Option } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import type { ListSearch } from './listSearch.ts';

// A list screen declared as data: its URL parameters with their rules and defaults, the filter
// each one shows in the FilterBar, the query of the list call each one adds to, its sort fields
// and page sizes. Everything a list does with its state derives from this: reading the URL
// (a parameter that does not fit falls back to its default, the others stay), writing it
// (defaults left out, so a fresh list has a clean URL), the filter bar's definitions and values,
// and the call's query. See README.md beside this file.

/** How one URL parameter of a list is read, written, filtered and sent. */
export interface ListParam<Value> {
  /** Its name in the URL; the state key when absent. */
  url?: string;
  /** Its name in the list call's query; the state key when absent, `null` when it is not sent. */
  query?: string | null;
  defaultValue: Value;
  /** The value of its URL text; anything that does not fit is the default. */
  read(text: string | undefined): Value;
  /** Its URL text; undefined leaves it out of the URL. */
  write(value: Value): string | undefined;
  /** What the list call gets; undefined leaves it out. */
  send(value: Value): unknown;
  /**
   * A parameter that is two of the call's query parameters (a date range: its from and to):
   * what each gets, instead of `send`.
   */
  sendEach?(value: Value): Record<string, unknown>;
  filter?: ParamFilter<Value>;
}

/** The filter a parameter shows: its definition, and its value in the bar and back. */
export interface ParamFilter<Value> {
  definition(t: TFunction, key: string, choices: ChoiceList | undefined): FilterDefinition;
  valueOf(t: TFunction, value: Value, choices?: ChoiceList): FilterValues[string];
  changeOf(value: FilterValues[string], choices: ChoiceList | undefined): Value;
}

export interface ParamOptions {
  url?: string;
  query?: string | null;
  /** The i18n key of its filter's label; no filter without one. */
  filter?: string;
}

export const base = ({ url, query }: ParamOptions) => ({
  ...(url ? { url } : {}),
  ...(query !== undefined ? { query } : {}),
});

/** A text typed into a search filter: sent trimmed, left out when blank. */
export function textParam(options: ParamOptions = {}): ListParam<string> {
  const label = options.filter;
  return {
    ...base(options),
    defaultValue: '',
    read: (text) => text ?? '',
    write: (value) => (value.trim() === '' ? undefined : value),
    send: (value) => value.trim() || undefined,
    ...(label && {
      filter: {
        definition: (t, key) => ({ kind: 'search', key, label: t(label), isAlwaysShown: true }),
        valueOf: (_t, value) => value || undefined,
        changeOf: (value) => (typeof value === 'string' ? value : ''),
      },
    }),
  };
}

/**
 * A switch: on only as `true` in the URL (a switch that is off is left out). The call gets
 * `false` too, unless `sendsOff` is false (a call where `false` means something else).
 */
export function flagParam(options: ParamOptions & { sendsOff?: boolean } = {}): ListParam<boolean> {
  const label = options.filter;
  const sendsOff = options.sendsOff ?? true;
  return {
    ...base(options),
    defaultValue: false,
    read: (text) => text === 'true',
    write: (value) => (value ? 'true' : undefined),
    send: (value) => (value || sendsOff ? value : undefined),
    ...(label && {
      filter: {
        definition: (t, key) => ({ kind: 'boolean', key, label: t(label), isAlwaysShown: true }),
        valueOf: (_t, value) => (value ? true : undefined),
        changeOf: (value) => value === true,
      },
    }),
  };
}

interface ChoiceOptions<Value extends string> extends ParamOptions {
  /** The i18n prefix of the values' names: a value's name is `<labels>.<value>`. */
  labels?: string;
  /** The i18n key of a value's name, where it is no `labels` prefix and the value. */
  optionLabel?: (value: Value) => string;
  /** A value's name as it is shown, for names that are no interface text (a language's own). */
  optionText?: (value: Value) => string;
  /** The i18n key of the option that stands for every value (and of the empty filter). */
  all?: string;
}

/** The option of a choice filter that stands for every value. */
export const ALL_CHOICES = 'ALL';

/** One of a list of values, or none; a value outside the list (or outside `choices`) is none. */
export function choiceParam<const Value extends string>(
  values: readonly Value[],
  options: ChoiceOptions<Value> = {},
): ListParam<Value | undefined> {
  const { filter: label, labels, all } = options;
  const optionLabel =
    options.optionLabel ?? ((value: Value) => (labels ? `${labels}.${value}` : value));
  const known = (text: unknown, choices: ChoiceList = values): Value | undefined =>
    values.find((value) => value === text && choiceIds(choices).includes(value));
  const option = (t: TFunction, value: Value): Option => ({
    id: value,
    label: t(optionLabel(value)),
  });
  return {
    ...base(options),
    defaultValue: undefined,
    read: (text) => known(text),
    write: (value) => value,
    send: (value) => value,
    ...(label && {
      filter: {
        definition: (t, key, choices = values) => ({
          kind: 'select',
          key,
          label: t(label),
          isAlwaysShown: true,
          ...(all ? { placeholder: t(all) } : {}),
          options: [
            ...(all ? [{ id: ALL_CHOICES, label: t(all) }] : []),
            ...values
              .filter((value) => choiceIds(choices).includes(value))
              .map((value) => option(t, value)),
          ],
        }),
        valueOf: (t, value) => (value ? option(t, value) : undefined),
        changeOf: (value, choices) =>
          known(
            typeof value === 'object' && value && 'id' in value ? value.id : undefined,
            choices,
          ),
      },
    }),
  };
}

/**
 * The status of a list whose tabs open on a tab that is not the all tab (spec 3 §2.1: the
 * campaigns open on RUNNING for users who book, and an unknown status shows ALL): no value in
 * the URL is `initial` (left out of the URL), a value outside `values` is `fallback`. The
 * screen maps the tab to its call's query (`useList`'s `query`) when a tab is no plain value.
 */
export function tabParam<const Value extends string>(
  values: readonly Value[],
  options: Omit<ParamOptions, 'filter'> & { initial: NoInfer<Value>; fallback: NoInfer<Value> },
): ListParam<Value> {
  const { initial, fallback } = options;
  return {
    ...base(options),
    defaultValue: initial,
    read: (text) =>
      text === undefined ? initial : (values.find((value) => value === text) ?? fallback),
    write: (value) => (value === initial ? undefined : value),
    send: (value) => value,
  };
}

/**
 * A value among the screen's `choices`, known only at run time (strings, or options with their
 * names): a value from the URL that `read` keeps is kept and sent, named by its choice.
 */
function runTimeChoiceParam(
  options: ParamOptions & { all?: string },
  read: (text: string | undefined) => string | undefined,
): ListParam<string | undefined> {
  const { filter: label, all } = options;
  const optionOf = (value: string, choices: ChoiceList = []): Option =>
    choices.find(
      (choice): choice is Option => typeof choice !== 'string' && String(choice.id) === value,
    ) ?? { id: value, label: value };
  return {
    ...base(options),
    defaultValue: undefined,
    read,
    write: (value) => value,
    send: (value) => value,
    ...(label && {
      filter: {
        definition: (t, key, choices = []) => ({
          kind: 'select',
          key,
          label: t(label),
          isAlwaysShown: true,
          ...(all ? { placeholder: t(all) } : {}),
          options: choices.map((choice) =>
            typeof choice === 'string' ? { id: choice, label: choice } : choice,
          ),
        }),
        valueOf: (_t, value, choices) => (value ? optionOf(value, choices) : undefined),
        changeOf: (value) =>
          typeof value === 'object' && value && 'id' in value ? String(value.id) : undefined,
      },
    }),
  };
}

/**
 * One of values only known at run time (namespaces loaded from the server): any text is kept,
 * the screen's `choices` are offered.
 */
export const openChoiceParam = (options: ParamOptions & { all?: string } = {}) =>
  runTimeChoiceParam(options, (text) => text || undefined);

/**
 * A record chosen by its id among records loaded at run time (sales owners, industries, labels):
 * the screen's `choices` are its options with their names; any id in the URL is kept and sent.
 */
export const recordParam = (options: ParamOptions & { all?: string } = {}) =>
  runTimeChoiceParam(options, (text) => (text && /^[0-9]{1,15}$/.test(text) ? text : undefined));

/** A looked-up record: its id and the name it is shown by. */
export interface LookedUp {
  id: string;
  label: string;
}

/**
 * One record looked up on the server (a user, an account, a label): the URL keeps `id:label`, so
 * the chosen record shows without a call; the call gets the id as a number.
 */
export function lookupParam(
  options: ParamOptions & {
    loadOptions: (search: string, context: LoadOptionsContext) => Promise<Option[]>;
  },
): ListParam<LookedUp | undefined> {
  const { filter: label, loadOptions } = options;
  return {
    ...base(options),
    defaultValue: undefined,
    read: (text) => {
      const separator = text?.indexOf(':') ?? -1;
      if (!text || separator < 1) return undefined;
      const id = text.slice(0, separator);
      const name = text.slice(separator + 1);
      return /^[1-9][0-9]{0,9}$/.test(id) && name.trim() !== '' ? { id, label: name } : undefined;
    },
    write: (value) => (value ? `${value.id}:${value.label}` : undefined),
    send: (value) => (value ? Number(value.id) : undefined),
    ...(label && {
      filter: {
        definition: (t, key) => ({ kind: 'select', key, label: t(label), loadOptions }),
        valueOf: (_t, value) => value,
        changeOf: (value) =>
          typeof value === 'object' && value && 'id' in value && 'label' in value
            ? { id: String(value.id), label: String(value.label) }
            : undefined,
      },
    }),
  };
}

type AnyParam =
  | ListParam<never>
  | ListParam<string>
  | ListParam<boolean>
  | ListParam<string | undefined>
  | ListParam<LookedUp | undefined>;
type ValueOf<P> = P extends ListParam<infer Value> ? Value : never;

/** What every list's state has: the page (from 1, as the pager shows it), size and sort. */
export interface PagedState<Sort extends string = string> {
  page: number;
  size: number;
  sort: Sort;
  order: SortOrder;
}

export type ListState<
  Params extends Record<string, AnyParam>,
  Sort extends string,
> = PagedState<Sort> & {
  [Key in keyof Params]: ValueOf<Params[Key]>;
};

/**
 * A list that is no table (entries, cards) offers its orders as a filter instead of sortable
 * headers: each named order is a field and a direction (`keyDesc: ['key', 'DESC']`).
 */
export interface SortFilter<Sort extends string> {
  /** The i18n key of the filter's label. */
  label: string;
  orders: Readonly<Record<string, readonly [Sort, SortOrder]>>;
  /** The i18n prefix of the named orders: an order's name is `<labels>.<name>`. */
  labels: string;
}

/**
 * Status tabs above a list (spec 3: the task tabs, the order tabs): each tab a value of one of
 * the list's choice parameters, with its count from the server. Switching tab starts the list
 * afresh on its first page in that tab's default order; the other filters stay.
 */
export interface ListTabs<Params, Sort extends string> {
  /** The state key of the choice parameter the tabs set (it shows no filter of its own). */
  param: keyof Params & string;
  /** The tabs in order: values of the parameter, and `all` for the tab that sends none. */
  values: readonly string[];
  /** The tab for no value (the spec's 'ALL'); without it every tab is a value. */
  all?: string;
  /** The i18n key of a tab's label. */
  label: (tab: string) => string;
  /** A tab's default order (spec 3 §4: each task tab has its own); the list's otherwise. */
  sortOf?: (tab: string) => readonly [Sort, SortOrder];
  /**
   * A tab's count out of the counts call's answer, when a tab is no single value of it (an
   * order tab such as RUNNING); otherwise the value's count, and the sum for `all`.
   */
  countOf?: (tab: string, counts: Readonly<Record<string, number>>) => number;
  /**
   * The parameters that do not apply on a tab (the assignee on the unassigned task tabs): on
   * that tab they are at their defaults, so neither sent nor shown as a filter.
   */
  offOn?: (tab: string) => readonly (keyof Params & string)[];
}

export interface ListDeclaration<Params extends Record<string, AnyParam>, Sort extends string> {
  params: Params;
  sort: { fields: readonly Sort[]; field: Sort; order: SortOrder; filter?: SortFilter<Sort> };
  tabs?: ListTabs<Params, Sort>;
  /** The page sizes offered; the first is the default unless `pageSize` says otherwise. */
  pageSizes: readonly number[];
  pageSize?: number;
}

/** The FilterBar key of a list's order, when it offers its orders as a filter. */
export const SORT_FILTER = 'SORT';

/** The FilterBar key of a state key: `includeInactive` → `INCLUDE_INACTIVE`. */
export const filterKeyOf = (key: string) =>
  key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/** The values a choice filter offers: values, or options with their names (recordParam). */
export type ChoiceList = readonly (string | Option)[];
const choiceIds = (choices: ChoiceList) =>
  choices.map((choice) => (typeof choice === 'string' ? choice : String(choice.id)));

/** The choices a screen offers for its choice filters (e.g. the types loaded from the server). */
export type Choices = Readonly<Record<string, ChoiceList | undefined>>;

/** A list's state rules, derived from its declaration (see the top of this file). */
export function defineList<
  const Params extends Record<string, AnyParam>,
  const Sort extends string,
>(declaration: ListDeclaration<Params, Sort>) {
  type State = ListState<Params, Sort>;
  const { params, sort, pageSizes } = declaration;
  const entries = Object.entries(params) as [keyof Params & string, ListParam<unknown>][];
  const urlOf = (key: string, param: ListParam<unknown>) => param.url ?? key;
  const defaultSize = declaration.pageSize ?? (pageSizes[0] as number);

  const { tabs } = declaration;
  /** The tab a state shows: its parameter's value, or the all tab. */
  const tabOf = (state: Record<string, unknown>): string | undefined => {
    if (!tabs) return undefined;
    const value = state[tabs.param];
    return typeof value === 'string' ? value : tabs.all;
  };
  /** The default order of a state: its tab's, or the list's. */
  const defaultSortOf = (state: Record<string, unknown>): readonly [Sort, SortOrder] => {
    const tab = tabOf(state);
    return (tab !== undefined && tabs?.sortOf?.(tab)) || [sort.field, sort.order];
  };

  const paramDefaults = Object.fromEntries(
    entries.map(([key, param]) => [key, param.defaultValue]),
  );
  const [defaultField, defaultDirection] = defaultSortOf(paramDefaults);
  const defaults = {
    page: 1,
    size: defaultSize,
    sort: defaultField,
    order: defaultDirection,
    ...paramDefaults,
  } as State;

  const pageRule = z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1);
  const sizeRule = z.catch(
    z.coerce.number().check(z.refine((size) => pageSizes.includes(size))),
    defaultSize,
  );
  const sortRule = z.enum(sort.fields as unknown as [Sort, ...Sort[]]);
  const orderRule = z.enum(SORT_ORDERS);

  const keys = [
    'page',
    'size',
    'sort',
    'order',
    ...entries.map(([key, param]) => urlOf(key, param)),
  ];

  // The named orders of a list that is no table.
  const sortFilter = sort.filter;
  const orderName = (field: string, order: SortOrder) =>
    Object.entries(sortFilter?.orders ?? {}).find(([, [f, o]]) => f === field && o === order)?.[0];
  const defaultOrder = orderName(sort.field, sort.order);
  const orderOption = (t: TFunction, name: string): Option => ({
    id: name,
    label: t(sortFilter ? `${sortFilter.labels}.${name}` : name),
  });

  /** A state with the parameters its tab does not apply at their defaults (`tabs.offOn`). */
  const withoutOff = (state: State): State => {
    const tab = tabOf(state);
    const off = tab === undefined ? [] : (tabs?.offOn?.(tab) ?? []);
    if (off.every((key) => state[key as keyof State] === defaults[key as keyof State]))
      return state;
    return {
      ...state,
      ...Object.fromEntries(off.map((key) => [key, defaults[key as keyof State]])),
    };
  };

  return {
    ...declaration,
    keys,
    defaults,

    /** The state of the URL parameters: each one that does not fit falls back to its default. */
    stateOf(search: ListSearch<string>): State {
      const values = Object.fromEntries(
        entries.map(([key, param]) => [key, param.read(search[urlOf(key, param)])]),
      );
      const [field, order] = defaultSortOf(values);
      const chosenSort = sortRule.safeParse(search.sort);
      const chosenOrder = orderRule.safeParse(search.order);
      return withoutOff({
        page: pageRule.parse(search.page),
        size: sizeRule.parse(search.size),
        sort: chosenSort.success ? chosenSort.data : field,
        order: chosenOrder.success ? chosenOrder.data : order,
        ...values,
      } as State);
    },

    /** The URL parameters of a state; defaults are left out (sort and order go together). */
    searchOf(state: State): ListSearch<string> {
      const search: ListSearch<string> = {};
      if (state.page !== 1) search.page = String(state.page);
      if (state.size !== defaultSize) search.size = String(state.size);
      const [field, order] = defaultSortOf(state);
      if (state.sort !== field || state.order !== order) {
        search.sort = state.sort;
        search.order = state.order;
      }
      for (const [key, param] of entries) {
        const text = param.write(state[key]);
        if (text !== undefined) search[urlOf(key, param)] = text;
      }
      return search;
    },

    /** The tab a state shows (undefined: the list has no tabs). */
    tabOf: (state: State): string | undefined => tabOf(state),

    /**
     * The state of switching to a tab: its value, the first page, the tab's default order; the
     * other filters stay.
     */
    inTab(state: State, tab: string): State {
      if (!tabs) return state;
      const next = { ...state, page: 1, [tabs.param]: tab === tabs.all ? undefined : tab };
      const [field, order] = defaultSortOf(next);
      return withoutOff({ ...next, sort: field, order } as State);
    },

    /** The list call's query: the page from 0, the size as limit, sort, order and each parameter. */
    queryOf(state: State): Record<string, unknown> {
      const query: Record<string, unknown> = {
        page: state.page - 1,
        limit: state.size,
        sort: state.sort,
        order: state.order,
      };
      for (const [key, param] of entries) {
        if (param.sendEach) Object.assign(query, param.sendEach(state[key]));
        if (param.query === null) continue;
        const value = param.send(state[key]);
        if (value !== undefined) query[param.query ?? key] = value;
      }
      return query;
    },

    /** The FilterBar's definitions, in the order of the parameters (the order filter last). */
    filters(t: TFunction, choices: Choices = {}): FilterDefinition[] {
      const params = entries.flatMap(([key, param]) =>
        param.filter ? [param.filter.definition(t, filterKeyOf(key), choices[key])] : [],
      );
      if (!sortFilter) return params;
      return [
        ...params,
        {
          kind: 'select',
          key: SORT_FILTER,
          label: t(sortFilter.label),
          isAlwaysShown: true,
          placeholder: t(`${sortFilter.labels}.${defaultOrder ?? ''}`),
          options: Object.keys(sortFilter.orders).map((name) => orderOption(t, name)),
        },
      ];
    },

    /** The FilterBar's values of a state (the default order is the placeholder, not a value). */
    filterValues(t: TFunction, state: State, choices: Choices = {}): FilterValues {
      const values: Record<string, FilterValues[string]> = Object.fromEntries(
        entries.flatMap(([key, param]) => {
          const value = param.filter?.valueOf(t, state[key], choices[key]);
          return value === undefined ? [] : [[filterKeyOf(key), value]];
        }),
      );
      const name = orderName(state.sort, state.order);
      if (name && name !== defaultOrder) values[SORT_FILTER] = orderOption(t, name);
      return values;
    },

    /** What the FilterBar's values change in the state. */
    filterChanges(values: FilterValues, choices: Choices = {}): Partial<State> {
      const changes = Object.fromEntries(
        entries.flatMap(([key, param]) =>
          param.filter
            ? [[key, param.filter.changeOf(values[filterKeyOf(key)], choices[key])]]
            : [],
        ),
      );
      if (sortFilter) {
        const chosen = values[SORT_FILTER];
        const id = typeof chosen === 'object' && chosen && 'id' in chosen ? String(chosen.id) : '';
        const [field, order] = sortFilter.orders[id] ?? [sort.field, sort.order];
        Object.assign(changes, { sort: field, order });
      }
      return changes as Partial<State>;
    },
  };
}

/** The state of a declared list (`useList<StateOf<typeof list>, Row>` names its rows' type). */
export type StateOf<TList> = TList extends ListRules<infer TState> ? TState : never;

/** What a list screen's controller uses of its declaration (see `defineList`). */
export interface ListRules<State extends PagedState> {
  keys: readonly string[];
  pageSizes: readonly number[];
  sort: { fields: readonly string[]; field: string; order: SortOrder };
  tabs?: Pick<ListTabs<object, string>, 'values' | 'all' | 'label' | 'countOf'> & {
    param: string;
  };
  tabOf(state: State): string | undefined;
  inTab(state: State, tab: string): State;
  defaults: State;
  stateOf(search: ListSearch<string>): State;
  searchOf(state: State): ListSearch<string>;
  queryOf(state: State): Record<string, unknown>;
  filters(t: TFunction, choices?: Choices): FilterDefinition[];
  filterValues(t: TFunction, state: State, choices?: Choices): FilterValues;
  filterChanges(values: FilterValues, choices?: Choices): Partial<State>;
}
