import { type Role, satisfiesRoles } from '@adconsole/api';
import type { ParamRule, RouteNode } from './types.ts';

/** A route of the table and the parameters a path gave it, from the area down. */
export interface TableMatch {
  nodes: readonly RouteNode[];
  params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Does `value` pass the rule (spec 1 §5: a date must re-format to the identical text)? */
export function passesParamRule(rule: ParamRule, value: string | undefined): boolean {
  if (value === undefined) return true; // an optional parameter left out
  if (rule === 'text') return value.length > 0;
  if (rule === 'id') return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647;
  if (rule === 'date') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }
  return rule.includes(value);
}

/** The parameters pass every rule of the node. */
export function passesParamRules(
  node: RouteNode,
  params: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(node.params ?? {}).every(([name, rule]) =>
    passesParamRule(rule, params[name]),
  );
}

/** May these roles open the chain: every node's access and parameter rules hold? */
export function chainAllows(match: TableMatch, roles: ReadonlySet<Role>): boolean {
  return match.nodes.every(
    (node) =>
      (!node.access || satisfiesRoles(roles, node.access)) && passesParamRules(node, match.params),
  );
}

type Params = Record<string, string>;

/** Matches the pattern's segments at the start of `rest`; each way it can, with what is left. */
function matchSegments(
  pattern: readonly string[],
  rest: readonly string[],
  params: Params,
): { rest: readonly string[]; params: Params }[] {
  const [head, ...tail] = pattern;
  if (head === undefined) return [{ rest, params }];
  if (head === '$')
    return rest.length > 0 ? [{ rest: [], params: { ...params, _splat: rest.join('/') } }] : [];
  const optional = /^\{-\$(\w+)\}$/.exec(head);
  if (optional?.[1]) {
    const name = optional[1];
    const skipped = matchSegments(tail, rest, params);
    const [first, ...others] = rest;
    const taken =
      first === undefined ? [] : matchSegments(tail, others, { ...params, [name]: first });
    return [...taken, ...skipped];
  }
  const [first, ...others] = rest;
  if (first === undefined) return [];
  if (head.startsWith('$'))
    return matchSegments(tail, others, { ...params, [head.slice(1)]: first });
  return head === first ? matchSegments(tail, others, params) : [];
}

const isDynamic = (node: RouteNode) => node.path.includes('$');

/**
 * The table's route for a path, as the router finds it: static segments before parameters,
 * an index for the node's own path. Undefined when no route has the path.
 */
export function matchTable(nodes: readonly RouteNode[], path: string): TableMatch | undefined {
  return matchWithin(nodes, segmentsOf(path.split(/[?#]/)[0] ?? ''), {});
}

function matchWithin(
  nodes: readonly RouteNode[],
  rest: readonly string[],
  params: Params,
): TableMatch | undefined {
  const ordered = [...nodes].sort((a, b) => Number(isDynamic(a)) - Number(isDynamic(b)));
  for (const node of ordered) {
    if (node.path === '/') {
      if (rest.length === 0) return { nodes: [node], params };
      continue;
    }
    for (const attempt of matchSegments(segmentsOf(node.path), rest, params)) {
      if (node.children) {
        const inner = matchWithin(node.children, attempt.rest, attempt.params);
        if (inner) return { nodes: [node, ...inner.nodes], params: inner.params };
      } else if (attempt.rest.length === 0) {
        return { nodes: [node], params: attempt.params };
      }
    }
  }
  return undefined;
}
