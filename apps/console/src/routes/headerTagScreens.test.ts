import { describe, expect, it } from 'vitest';
import { areas, type RouteNode } from './table/index.ts';

/*
 * Issue 41, "Done when": no header-tag, programmatic-deals or xandr-credentials page shows its
 * frame. A page of the route table without a screen shows the area's frame (title, crumbs,
 * purpose: routes/tree.ts `componentFor`), so every page under those paths must name a screen.
 * The e2e test that opens each page in Chromium on the demo data is header-tag.e2e.test.ts
 * ("opens every header-tag, deal and Xandr page …").
 */

/** Every page the table renders (not a group, not a redirect), by its full path. */
function pagesOf(nodes: readonly RouteNode[], base = ''): [string, RouteNode][] {
  return nodes.flatMap((node): [string, RouteNode][] => {
    const path = node.path === '/' ? base : `${base}/${node.path}`;
    if (node.children) return pagesOf(node.children, path);
    return node.redirect ? [] : [[path, node]];
  });
}

const pages = pagesOf(areas);
const issuePages = pages.filter(([path]) =>
  ['/header-tag', '/orders/programmatic-deals', '/admin/xandr-credentials'].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  ),
);

describe('header tag, programmatic deals and Xandr credentials (issue 41)', () => {
  it('lists every page the issue names: tags with their tabs, floor rules, bidders, placements, deals, Xandr', () => {
    expect(issuePages.map(([path]) => path).sort()).toEqual(
      [
        '/admin/xandr-credentials',
        '/header-tag/bidders-configs',
        '/header-tag/bidders-configs/create',
        '/header-tag/bidders-configs/edit/$bidderId',
        '/header-tag/floor-rules',
        '/header-tag/floor-rules/create',
        '/header-tag/floor-rules/edit/$floorRuleId',
        '/header-tag/raw-scripts',
        '/header-tag/tags',
        '/header-tag/tags/$headerTagId/bidders-assign',
        '/header-tag/tags/$headerTagId/disable-rules',
        '/header-tag/tags/$headerTagId/dynamic-placements',
        '/header-tag/tags/$headerTagId/floor-rule',
        '/header-tag/tags/$headerTagId/floor-rule/create',
        '/header-tag/tags/$headerTagId/floor-rule/edit/$floorRuleId',
        '/header-tag/tags/$headerTagId/placement',
        '/header-tag/tags/$headerTagId/placement/$placementId',
        '/header-tag/tags/$headerTagId/placements',
        '/header-tag/tags/$headerTagId/raw-scripts',
        '/header-tag/tags/create',
        '/header-tag/tags/edit/$headerTagId',
        '/orders/programmatic-deals',
        '/orders/programmatic-deals/$dealId',
        '/orders/programmatic-deals/create',
        '/orders/programmatic-deals/edit/$dealId',
      ].sort(),
    );
  });

  it('gives each of them a screen: none shows the area frame', () => {
    const frames = issuePages.filter(([, node]) => node.screen === undefined).map(([path]) => path);
    expect(frames).toEqual([]);
  });

  it('would find a frame: a page without a screen is caught', () => {
    const frame: RouteNode = { path: 'frame-only', title: 'routes.tags' };
    expect(pagesOf([{ path: 'header-tag', children: [frame] }])).toEqual([
      ['/header-tag/frame-only', frame],
    ]);
  });
});
