import {
  rootRouteId,
  useMatch,
  useMatches,
  useParentMatches,
  useRouter,
} from '@tanstack/react-router';
import { useRef } from 'react';
import type { ParamRule, RouteNode } from './table/types.ts';

/** A parameter's value by its rule: a status is one of its list, an id a number, else text. */
type ParamValue<TRule> = TRule extends readonly (infer TValue)[]
  ? TValue
  : TRule extends 'id'
    ? number
    : string;

/** The names of the optional parameters (`{-$name}`) of a path. */
type OptionalParams<TPath> = TPath extends `${string}{-$${infer TName}}${infer TRest}`
  ? TName | OptionalParams<TRest>
  : never;

/** The parameters a node declares, typed by their rules; an optional one may be left out. */
export type TableParams<TNode extends RouteNode> = TNode extends { params: infer TRules }
  ? {
      // The declared names only, not RouteNode's `string` index.
      -readonly [TName in keyof TRules as string extends TName ? never : TName]:
        | ParamValue<TRules[TName]>
        | (TName extends OptionalParams<TNode['path']> ? undefined : never);
    }
  : Record<never, never>;

/** The query parameters a node declares: optional strings (spec 1 §5). */
export type TableSearch<TNode extends RouteNode> = TNode extends {
  search: readonly (infer TName extends string)[];
}
  ? { [Name in TName]?: string }
  : Record<never, never>;

/**
 * The nodes of the current component's route and of the routes above it, with its params and
 * validated search (a route's match carries those of its parents too). The current match is
 * the one below its parents: no route id needed, so a screen shown on several routes reads
 * whichever it is on.
 *
 * A screen being left renders once more before its outlet unmounts it (the router's matches
 * have moved on, its outlet has not yet): it then keeps what it read last instead of the next
 * route's parameters (issue 33: a list being left asked for a page of the next route's status,
 * and kept the next route's search as its own). Its own route is told by the component React
 * keeps it mounted as: the route at its depth still shows its component (the same screen on a
 * sibling route, one component per screen: `createRouteComponents`), else it is being left.
 */
function useNodeChain() {
  const { routesById } = useRouter();
  const matches = useMatches();
  const parents = useParentMatches().length;
  const idAt = (depth: number) => matches[depth]?.routeId ?? rootRouteId;
  // Where the screen was mounted and as what (a component keeps its depth for its lifetime),
  // and what it read last.
  const memory =
    useRef<[depth: number, component: unknown, last?: ReturnType<typeof chainOf>]>(undefined);
  memory.current ??= [parents, routesById[idAt(parents)]?.options.component];
  const [depth, component, last] = memory.current;
  const id = idAt(depth);
  // The route's own match, read as the router keeps it (its params and search keep their
  // identity while they do not change: a list's filters are not reset by a re-render).
  const current = useMatch({ from: id, shouldThrow: false });
  if (last && routesById[id]?.options.component !== component) return last;
  const read = chainOf(
    matches.slice(0, depth + 1).flatMap((match) => match.staticData.node ?? []),
    current,
  );
  memory.current[2] = read;
  return read;
}

function chainOf(
  nodes: readonly RouteNode[],
  current: { params?: unknown; search?: unknown; pathname?: string } | undefined,
) {
  const params = (current?.params ?? {}) as Readonly<Record<string, string | undefined>>;
  const search = (current?.search ?? {}) as Readonly<Record<string, unknown>>;
  return { nodes, params, search, pathname: current?.pathname ?? '' };
}

/**
 * The path of the screen's own route (`/orders/digital/RUNNING`), not the browser's: a screen
 * being left never reads the next route's path as its own.
 */
export function useRoutePathname(): string {
  return useNodeChain().pathname;
}

const typedParam = (rule: ParamRule, value: string | undefined) =>
  rule === 'id' && value !== undefined ? Number(value) : value;

/** The parameters the nodes declare out of a route's path parameters, typed by their rules. */
export function readTableParams<TNode extends RouteNode>(
  nodes: readonly RouteNode[],
  params: Readonly<Record<string, string | undefined>>,
): TableParams<TNode> {
  const values: Record<string, string | number | undefined> = {};
  for (const [name, rule] of nodes.flatMap((node) => Object.entries(node.params ?? {}))) {
    values[name] = typedParam(rule, params[name]);
  }
  // Each route checked its values against their rules before it loaded (`passesParamRules`).
  return values as TableParams<TNode>;
}

/** The query parameters the nodes declare out of a route's validated search. */
export function readTableSearch<TNode extends RouteNode>(
  nodes: readonly RouteNode[],
  search: Readonly<Record<string, unknown>>,
): TableSearch<TNode> {
  const values: Record<string, string | undefined> = {};
  for (const name of nodes.flatMap((node) => node.search ?? [])) {
    const value = search[name];
    values[name] = typeof value === 'string' ? value : undefined;
  }
  return values as TableSearch<TNode>;
}

/**
 * The route table's nodes whose parameters screens read, by id. Each table file adds its own
 * (`declare module '../useTableParams.ts' { interface TableNodes { 'crm.account': typeof
 * accountPages } }`), so a screen names its route by id and imports nothing of the table, not
 * even a type: the table loads the screens, and no screen depends on the table back (issue 34,
 * `importCircles.test.ts`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: the route table's files fill it in
export interface TableNodes {}

/** A page below a group: its own parameters and the group's (`Below<typeof accountPages, typeof trackerEditPage>`). */
export type Below<TGroup extends RouteNode, TNode extends RouteNode> = Omit<TNode, 'params'> & {
  params: TGroup['params'] & TNode['params'];
};

/** A route of the table by its id. */
export type TableNodeId = keyof TableNodes;

/**
 * The path parameters of the screen's route, typed by the node that declares them (the
 * screen's node or one of its groups), named by its id: `useTableParams<'crm.account'>()`, an
 * id as a number, a status as one of its list, an optional parameter possibly undefined.
 */
export function useTableParams<TId extends TableNodeId>(): TableParams<TableNodes[TId]> {
  const { nodes, params } = useNodeChain();
  return readTableParams<TableNodes[TId]>(nodes, params);
}

/** The query parameters of the screen's route as validated, typed by the node that declares them. */
export function useTableSearch<TId extends TableNodeId>(): TableSearch<TableNodes[TId]> {
  const { nodes, search } = useNodeChain();
  return readTableSearch<TableNodes[TId]>(nodes, search);
}

/**
 * The whole validated search of the current route, for the kit's parts that serve many routes
 * (a record page's `tab`, a form page's `redirectTo`, a list's parameters): each reads its own
 * names and checks their values.
 */
export function useRouteSearch(): Readonly<Record<string, unknown>> {
  return useNodeChain().search;
}
