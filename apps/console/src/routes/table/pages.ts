import type { RouteNode } from './types.ts';

/** A page of the route table: its full path and the nodes from the area down to it. */
export interface TablePage {
  path: string;
  chain: readonly RouteNode[];
}

/**
 * Every page under the nodes, by full path: the leaves that do not only redirect, an index
 * (`/`) standing for its parent's path. Optional parameters (`{-$tab}`) are left out of the
 * path; a page with a required parameter (`$id`) keeps it in its path, for the caller to skip
 * or fill.
 */
export function tablePages(
  nodes: readonly RouteNode[],
  parent = '',
  chain: readonly RouteNode[] = [],
): TablePage[] {
  return nodes.flatMap((node) => {
    const path = node.path === '/' ? parent : `${parent}/${node.path}`;
    const nodeChain = [...chain, node];
    if (node.children?.length) return tablePages(node.children, path, nodeChain);
    if (node.redirect) return [];
    return [{ path: path.replace(/\/\{-\$\w+\}/g, '') || '/', chain: nodeChain }];
  });
}

/** The pages under one node (an area), each with its own node: what a page-by-page test reads. */
export const pagesUnder = (node: RouteNode): { path: string; node: RouteNode }[] =>
  tablePages([node]).map(({ path, chain }) => ({ path, node: chain.at(-1) ?? node }));
