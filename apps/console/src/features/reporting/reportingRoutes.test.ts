import { REPORT_TYPES } from '@adconsole/api';
import { describe, expect, it } from 'vitest';
import { areas, matchTable } from '../../routes/table/index.ts';
import type { RouteNode } from '../../routes/table/types.ts';

// Issue 43, "Done when": no reporting page shows its frame. A leaf of the route table without a
// screen draws the area frame (title, breadcrumbs, purpose: `RouteNode.screen`); every page of
// the reporting area, the index followed to where it leads, has a screen of its own.

/** The page a path shows: its leaf, an index followed to its target. */
function pageOf(href: string): RouteNode | undefined {
  const last = matchTable(areas, href)?.nodes.at(-1);
  if (typeof last?.redirect === 'string') return pageOf(last.redirect);
  return last;
}

/** Every path of the reporting area's table, its parameters filled (a type, a template id). */
function reportingPaths(): string[] {
  const reporting = areas.find((area) => area.path === 'reporting');
  if (!reporting) throw new Error('no reporting area');
  const paths: string[] = [];
  const walk = (node: RouteNode, prefix: string) => {
    const segment = node.path
      .replace(/^\/$/, '')
      .replace('$type', REPORT_TYPES[0])
      .replace('$templateId', '3');
    const path = [prefix, segment].filter(Boolean).join('/').replace(/\/+/g, '/');
    if (!node.children?.length) paths.push(path || '/');
    for (const child of node.children ?? []) walk(child, path);
  };
  walk(reporting, '/');
  return paths;
}

describe('the reporting pages (issue 43)', () => {
  it('has every page of the area in the table: the index, a type’s builder, its list, a template', () => {
    expect(reportingPaths()).toEqual(
      expect.arrayContaining(['/reporting', '/reporting/campaign', '/reporting/campaign/list']),
    );
    expect(reportingPaths().some((path) => /^\/reporting\/campaign\/3$/.test(path))).toBe(true);
  });

  it.each(
    REPORT_TYPES.flatMap((type) => [
      `/reporting/${type}`,
      `/reporting/${type}/list`,
      `/reporting/${type}/3`,
    ]).concat('/reporting'),
  )('%s shows a screen, not the area frame', (href) => {
    const page = pageOf(href);
    expect(page, href).toBeDefined();
    expect(page?.screen, `${href} draws the frame`).toBeDefined();
  });

  it('leaves no page of the area without a screen', () => {
    for (const path of reportingPaths()) {
      expect(pageOf(path)?.screen, `${path} draws the frame`).toBeDefined();
    }
  });
});
