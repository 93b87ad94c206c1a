import { useMatches } from '@tanstack/react-router';
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
      [TName in keyof TRules]:
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

/** The match of the route built from `node`; a screen asking for a node off its route is a bug. */
function useNodeMatch(node: RouteNode) {
  const match = useMatches({
    select: (matches) => matches.find((candidate) => candidate.staticData.node === node),
  });
  if (!match) throw new Error(`No route of the current page is built from "${node.path}"`);
  return match;
}

const typedParam = (rule: ParamRule, value: string | undefined) =>
  rule === 'id' && value !== undefined ? Number(value) : value;

/**
 * The path parameters `node` declares, on the current page's route built from it (the node of
 * the screen or one of its groups). The route checked every rule before it loaded, so the
 * values are what their rules say.
 */
export function useTableParams<const TNode extends RouteNode>(node: TNode): TableParams<TNode> {
  const { params } = useNodeMatch(node);
  const values: Record<string, string | number | undefined> = {};
  for (const [name, rule] of Object.entries(node.params ?? {})) {
    values[name] = typedParam(rule, params[name]);
  }
  return values as TableParams<TNode>;
}

/** The query parameters `node` declares, as the route validated them. */
export function useTableSearch<const TNode extends RouteNode>(node: TNode): TableSearch<TNode> {
  const { search } = useNodeMatch(node);
  const values: Record<string, string | undefined> = {};
  for (const name of node.search ?? []) {
    const value = search[name];
    values[name] = typeof value === 'string' ? value : undefined;
  }
  return values as TableSearch<TNode>;
}
